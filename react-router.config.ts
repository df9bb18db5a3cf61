import type { Config } from "@react-router/dev/config";
import { manifest } from "./app/.generated/manifest.ts";

export default {
  appDirectory: "app",
  ssr: true,
  // Every content route is static HTML; the server renders only actions, APIs and unknown paths.
  prerender: {
    paths: [...manifest.map((route) => route.path), "/sitemap.xml", "/robots.txt"],
    concurrency: 4,
  },
} satisfies Config;
