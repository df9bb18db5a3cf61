import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { manifest, translatedManifest } from "#generated/manifest.ts";
import { BUILD_ENV_FILE, buildEnvFingerprint } from "#model/public-env.ts";
import { buildingRelease } from "./server/releases.ts";

const releaseDirectory = buildingRelease(process.env);

export default {
  appDirectory: "app",
  ssr: true,
  buildDirectory: releaseDirectory,
  // Every content route is static HTML; the server renders only actions, APIs and unknown paths.
  prerender: {
    paths: [...[...manifest, ...translatedManifest].map((route) => route.path), "/sitemap.xml", "/robots.txt"],
    concurrency: 4,
  },
  buildEnd() {
    writeFileSync(join(releaseDirectory, BUILD_ENV_FILE), buildEnvFingerprint(process.env));
  },
} satisfies Config;
