import { watch } from "chokidar";

/**
 * Watches content/ for `npm run dev` and calls `onChange` once per burst of changes (a save, a `git checkout`
 * of a folder, a `stash` or `pull`). chokidar, not Node's recursive `fs.watch`: the latter stops reporting a
 * file once it is replaced by a rename (editors' safe save, git), and chokidar re-arms on the new file and
 * folder (decision 403). A burst is the changes no more than `quietMs` apart.
 */
export async function watchContent(folder: string, onChange: () => void, quietMs = 20): Promise<{ close: () => Promise<void> }> {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(folder, { ignoreInitial: true, atomic: false });
  watcher.on("all", () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, quietMs);
  });
  // Ready once every file is watched: a save made after the server says it listens is seen.
  await new Promise<void>((resolve) => watcher.once("ready", () => resolve()));
  return {
    close: () => {
      clearTimeout(timer);
      return watcher.close();
    },
  };
}
