import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Decap CMS's own package, with its own lock: the site's install carries none of its tree (decision 445). */
export const EDITOR_APP = "tools/editor-app";

const versionIn = (file: string, read: (json: Record<string, unknown>) => unknown): string | undefined => {
  if (!existsSync(file)) return undefined;
  const value = read(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>);
  return typeof value === "string" ? value : undefined;
};

/** Whether tools/editor-app/node_modules holds the Decap CMS its package.json names. */
function decapInstalled(root: string): boolean {
  const app = join(root, EDITOR_APP);
  const wanted = versionIn(join(app, "package.json"), (json) => (json.dependencies as Record<string, unknown> | undefined)?.["decap-cms"]);
  const installed = versionIn(join(app, "node_modules/decap-cms/package.json"), (json) => json.version);
  return wanted !== undefined && wanted === installed;
}

/**
 * The folder of Decap's prebuilt bundle, installed from tools/editor-app's lock on the editor's first start
 * (and again when its version changes): `npm ci`, so the lock stays as committed.
 */
export function decapBundle(root: string): string {
  if (!decapInstalled(root)) {
    console.log(`editor: installing Decap CMS into ${EDITOR_APP}/node_modules (first start only, about a minute)…`);
    // Under `npm run`, npm_execpath is npm's own script: the npm of the Node that runs the editor.
    const npm = process.env.npm_execpath;
    const args = ["ci", "--prefix", EDITOR_APP, "--no-audit", "--no-fund", "--loglevel=error"];
    const run = npm
      ? spawnSync(process.execPath, [npm, ...args], { cwd: root, stdio: "inherit" })
      : spawnSync("npm", args, { cwd: root, stdio: "inherit" });
    if (run.status !== 0 || !decapInstalled(root)) {
      console.error(`editor: installing Decap CMS failed; run \`npm ci --prefix ${EDITOR_APP}\` and start the editor again.`);
      process.exit(1);
    }
    console.log("editor: Decap CMS installed.");
  }
  return join(root, EDITOR_APP, "node_modules/decap-cms/dist");
}
