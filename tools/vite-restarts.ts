import type { ViteDevServer } from "vite";

/**
 * Loads through Vite that survive its restarts. A change of `.env` or of Vite's configuration restarts
 * Vite, which closes the server under any module load under way ("transport was disconnected"): before,
 * that ended dev when it came while dev loaded the app to start. Changes in quick succession share a
 * restart, and one still queued may start another right after it, so each restart is followed as it is
 * called (`restart()`, public), not as the log tells it. The returned function starts a load only between
 * restarts, and makes a load that a restart cut off again once Vite is up; a load that fails with no
 * restart under way fails as it did.
 */
export function loadsThroughRestarts(vite: ViteDevServer): <Loaded>(load: () => Promise<Loaded>) => Promise<Loaded> {
  let begun = 0;
  const underWay = new Set<Promise<void>>();
  let restart = vite.restart;
  const followed: ViteDevServer["restart"] = (forceOptimize) => {
    const restarting = restart.call(vite, forceOptimize);
    if (!underWay.has(restarting)) {
      begun++;
      underWay.add(restarting);
      restarting.then(
        () => underWay.delete(restarting),
        () => underWay.delete(restarting),
      );
    }
    return restarting;
  };
  // Vite restarts by assigning the new server's members onto the object it returned, `restart` with them.
  Object.defineProperty(vite, "restart", {
    configurable: true,
    enumerable: true,
    get: () => followed,
    set: (next: ViteDevServer["restart"]) => {
      restart = next;
    },
  });
  const restartsEnded = async () => {
    while (underWay.size > 0) await Promise.allSettled(underWay);
  };
  return async (load) => {
    for (;;) {
      await restartsEnded();
      const before = begun;
      try {
        return await load();
      } catch (failure) {
        if (begun === before && underWay.size === 0) throw failure;
      }
    }
  };
}
