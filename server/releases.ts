import { existsSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Where builds live (decision 352). A build root (`build/`, or BUILD_DIR) holds every release in its own
 * folder and a `current` link to the one a starting server serves:
 *
 *   build/releases/20261126T101500-4242/{client,server,build-env.json}
 *   build/current -> releases/20261126T101500-4242
 *
 * A build writes a new release and only then swaps the link, in one rename: a server already running keeps
 * the release it resolved at start-up, whole, until it restarts. Node built-ins only: `npm run serve` loads
 * this before the server bundle, with nothing but production dependencies installed.
 */

const CURRENT = "current";
const RELEASES = "releases";
/** Servers running a release, one empty file per process id: pruning keeps a release that has one alive. */
const CLAIMS = ".servers";
/** Releases kept besides the current one and any still served, for a quick switch back. */
const KEEP_PREVIOUS = 1;

/** The build root: `build/` unless BUILD_DIR names another (tests build a second, configured site). */
export function buildRoot(env: NodeJS.ProcessEnv, cwd = process.cwd()): string {
  return resolve(cwd, env.BUILD_DIR || "build");
}

/**
 * The folder a build writes: `npm run build` (release/build.ts) names a new release in RELEASE_DIR;
 * `react-router build` run alone writes one apart from every release a server may be serving.
 */
export function buildingRelease(env: NodeJS.ProcessEnv): string {
  return env.RELEASE_DIR || join(buildRoot(env), RELEASES, "unswitched");
}

/** The release a server started now would serve, as a real path, or undefined when nothing was built. */
export function currentRelease(root: string): string | undefined {
  const link = join(root, CURRENT);
  return existsSync(join(link, "server/index.js")) ? realpathSync(link) : undefined;
}

/** A new, empty release folder, named so that names sort by build time. */
export function createRelease(root: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "");
  const release = join(root, RELEASES, `${stamp}-${process.pid}`);
  mkdirSync(release, { recursive: true });
  return release;
}

/** Makes `release` current in one atomic rename: a starting server sees the old release or the new, never a mix. */
export function switchTo(root: string, release: string): void {
  const next = join(root, `${CURRENT}.${process.pid}.next`);
  rmSync(next, { force: true });
  symlinkSync(relative(root, release), next, "dir");
  renameSync(next, join(root, CURRENT));
}

/** Records that this process serves `release`, so that no build prunes it; the returned function lets go. */
export function claimRelease(release: string): () => void {
  const claim = join(release, CLAIMS, String(process.pid));
  mkdirSync(join(release, CLAIMS), { recursive: true });
  writeFileSync(claim, "");
  return () => rmSync(claim, { force: true });
}

/**
 * Removes releases nobody needs: not current, not among the KEEP_PREVIOUS newest before it, and served by
 * no living process. A claim whose process is gone (killed, crashed) no longer counts.
 */
export function pruneReleases(root: string): string[] {
  const folder = join(root, RELEASES);
  if (!existsSync(folder)) return [];
  const current = currentRelease(root);
  const names = readdirSync(folder).sort();
  const currentIndex = current ? names.indexOf(relative(folder, current)) : names.length;
  const kept = new Set(names.slice(Math.max(0, currentIndex - KEEP_PREVIOUS), currentIndex + 1));
  const removed: string[] = [];
  for (const name of names) {
    const release = join(folder, name);
    if (kept.has(name) || servedByALivingProcess(release)) continue;
    rmSync(release, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

function servedByALivingProcess(release: string): boolean {
  const claims = join(release, CLAIMS);
  if (!existsSync(claims)) return false;
  return readdirSync(claims).some((pid) => {
    if (isAlive(Number(pid))) return true;
    unlinkSync(join(claims, pid));
    return false;
  });
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** What a launcher gets from the current release: its folder and its server bundle (server/app.ts, built). */
export async function importCurrentRelease(env: NodeJS.ProcessEnv): Promise<{ release: string; bundle: typeof import("./app.ts") }> {
  const root = buildRoot(env);
  const release = currentRelease(root);
  if (!release) throw new Error(`${join(root, CURRENT)} holds no build: run \`npm run build\` first (\`npm start\` builds when needed).`);
  return {
    release,
    bundle: (await import(/* @vite-ignore */ pathToFileURL(join(release, "server/index.js")).href)) as typeof import("./app.ts"),
  };
}
