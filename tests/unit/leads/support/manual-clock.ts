import type { Clock } from "../../../../server/leads/clock.ts";

/** A clock that only moves when the test says so; timers fire from `fireDue`. */
export function manualClock(start: number) {
  let now = start;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout(callback, ms) {
      const handle = nextHandle++;
      timers.set(handle, { at: now + ms, callback });
      return handle;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  return {
    clock,
    get now() {
      return now;
    },
    set(t: number) {
      now = t;
    },
    advance(ms: number) {
      now += ms;
    },
    pendingTimers: () => [...timers.values()].map((t) => t.at - now),
    /** Fires every timer due at the current time. */
    fireDue() {
      // A snapshot: timers a callback sets while firing wait for the next call.
      for (const [handle, t] of Array.from(timers)) {
        if (t.at <= now) {
          timers.delete(handle);
          t.callback();
        }
      }
    },
  };
}
