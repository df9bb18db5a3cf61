// `npm run build`: makes a release in a new folder and switches it in whole (decision 352). A server
// running the previous release keeps it, untouched, until it restarts; a failed build leaves the current
// release current.
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readPublicEnv } from "#model/public-env.ts";
import { ConfigError } from "#model/settings.ts";
import { SOURCES_FILE, sourcesHash } from "../server/build-sources.ts";
import { buildRoot, claimRelease, createRelease, pruneReleases, switchTo } from "../server/releases.ts";
import { inlineStylesheetsOfPages } from "./inline-stylesheets.ts";
import { imageFiles } from "#generated/images.ts";
import { writeContentImages } from "./images.ts";
import { drawShareImages } from "./og-images.ts";
import { precompressFiles } from "./precompress.ts";
import { writeRefusalPages } from "./refusal-pages.ts";
import { dropUnreachableFiles } from "./unreachable-files.ts";

try {
  // The settings a build bakes into its pages, checked like the server's own before a minute is spent.
  readPublicEnv(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// A production release states only facts the company has supplied (docs/decisions/466): the same
// checklist `npm run readiness` prints, refused before anything is built. A plain build (a preview, the
// tests, `npm start`) goes ahead with the placeholders shown as not yet published.
// Run as its own process: the build steps never import codegen/.
if (process.argv.includes("--production")) {
  const checklist = spawnSync(process.execPath, ["codegen/readiness-cli.ts"], { stdio: "inherit" });
  if (checklist.status !== 0) {
    console.error("\nbuild --production: refused; supply the facts above (or build without --production for a preview).");
    process.exit(1);
  }
}

const root = buildRoot(process.env);
// Hashed before the build reads them: a source saved while it runs leaves the new release out of date.
const sources = sourcesHash(process.cwd());
const release = createRelease(root);
// A build in progress is not pruned by another one finishing meanwhile.
const letGo = claimRelease(release);
try {
  // react-router.config.ts writes to RELEASE_DIR.
  const built = spawnSync("react-router", ["build"], { stdio: "inherit", env: { ...process.env, RELEASE_DIR: release } });
  if (built.status !== 0) throw new Error(`react-router build exited with ${built.status ?? built.signal}`);
  const client = join(release, "client");
  dropUnreachableFiles(client);
  const images = await writeContentImages(imageFiles, client, root);
  console.log(`build: ${images.written} picture files, ${images.encoded} encoded anew`);
  await drawShareImages(client, root);
  inlineStylesheetsOfPages(client);
  await precompressFiles(client, root);
  // After the pages: a refusal page is compressed whatever its size, by itself.
  await writeRefusalPages(client);
  writeFileSync(join(release, SOURCES_FILE), sources);
  letGo();
  switchTo(root, release);
} catch (error) {
  letGo();
  rmSync(release, { recursive: true, force: true });
  console.error(`build: ${error instanceof Error ? error.message : String(error)}; the current release is unchanged.`);
  process.exit(1);
}
const pruned = pruneReleases(root);
console.log(`build: ${release} is current${pruned.length > 0 ? `; removed ${pruned.length} unused release(s)` : ""}`);
