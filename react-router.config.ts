import { writeFileSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { manifest } from "./app/.generated/manifest.ts";
import { BUILD_ENV_FILE, buildEnvFingerprint } from "./codegen/public-env.ts";

export default {
  appDirectory: "app",
  ssr: true,
  // Every content route is static HTML; the server renders only actions, APIs and unknown paths.
  prerender: {
    paths: [...manifest.map((route) => route.path), "/sitemap.xml", "/robots.txt"],
    concurrency: 4,
  },
  buildEnd() {
    writeFileSync(BUILD_ENV_FILE, buildEnvFingerprint(process.env));
  },
} satisfies Config;
