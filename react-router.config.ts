import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { manifest, translatedManifest } from "./app/.generated/manifest.ts";
import { BUILD_ENV_FILE, buildDirectory, buildEnvFingerprint } from "./codegen/public-env.ts";

export default {
  appDirectory: "app",
  ssr: true,
  buildDirectory: buildDirectory(process.env),
  // Every content route is static HTML; the server renders only actions, APIs and unknown paths.
  prerender: {
    paths: [...[...manifest, ...translatedManifest].map((route) => route.path), "/sitemap.xml", "/robots.txt"],
    concurrency: 4,
  },
  buildEnd() {
    writeFileSync(join(buildDirectory(process.env), BUILD_ENV_FILE), buildEnvFingerprint(process.env));
  },
} satisfies Config;
