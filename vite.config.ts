import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { join } from "node:path";
import { defineConfig, type EnvironmentOptions } from "vite";
import { BROWSER_ENTRIES, browserBuilds } from "./app/enhance/vite-plugin.ts";
import { PUBLIC_DIR } from "./codegen/public-dir.ts";
import { buildingRelease } from "./server/releases.ts";

export default defineConfig(({ command }) => ({
  publicDir: PUBLIC_DIR,
  // The content plugin (codegen/vite-plugin.ts) joins in tools/dev.ts only: React Router's build loads this
  // file again for its own compilers, which must not run codegen.
  plugins: [vanillaExtractPlugin(), browserBuilds(), reactRouter()],
  // Builds, lead stores and test output are no source of the dev server. Watching a build root's
  // thousands of files delays the watcher's start, and a content file saved before it is ready is missed.
  server: { watch: { ignored: ["**/build/**", "**/build-*/**", "**/data/**", "**/screenshots/**", "**/test-results/**"] } },
  // What the page script and the islands import, prebundled at start: a dependency Vite finds only when a
  // page loads makes it reload every open tab once bundled. The scan misses what vanilla-extract's styles
  // and lazily loaded modules import, so those are named.
  optimizeDeps: {
    entries: Object.values(BROWSER_ENTRIES),
    include: ["@vanilla-extract/recipes/createRuntimeFn", "posthog-js", "zod", "zod/mini", "zod/v4/core"],
  },
  environments: {
    // What pages load, and all of it (decision 411): the form islands and the page script, each built from
    // its entry into the client folder before React Router's builds (app/enhance/vite-plugin.ts orders them).
    islands: browserEnvironment("islands", { emptyOutDir: true }),
    enhance: browserEnvironment("enhance", { emptyOutDir: false }),
    // React Router's own builds are application builds (see `lib` below). The server is built into the
    // same bundle as the app (decision 350): server/app.ts imports React Router's server build and
    // re-exports it, so each module exists once in the running process.
    // Its entry (React Router's client, about 600 kB) is built because the framework expects it, but no page
    // loads it and the release drops it (release/ removes what no page reaches): no size warning for it.
    client: { build: { lib: false, chunkSizeWarningLimit: 1024 } },
    // The build bundles every package the server uses into it, so a production host installs none
    // (decision 480); the dev server loads them from node_modules as Node does.
    ssr: {
      resolve: { noExternal: command === "build" ? true : undefined },
      build: { lib: false, emptyOutDir: true, rollupOptions: { input: "./server/app.ts" } },
    },
  },
  build: {
    // Library mode, for the browser builds above: React Router shares one set of plugins among all
    // environments, and Vite's import analysis reads from the shared options whether to wrap dynamic
    // imports in its preload helper, which uses `import.meta` and so cannot be in a classic script.
    // Each browser environment names its own entry.
    lib: { entry: BROWSER_ENTRIES.enhance, formats: ["es"] },
    // What library mode would turn off: React Router reads a stylesheet per route from here.
    cssCodeSplit: true,
    // React Router empties the whole build directory before its builds unless told not to: the pages'
    // scripts, built first into its client folder, stay.
    emptyOutDir: false,
    // The sizes printed after a build cost a gzip of every output, thousands of files at ten times the pages.
    reportCompressedSize: false,
    rollupOptions: {
      onLog(level, log, handler) {
        // The form door loads forms through the generated loaders that the islands need lazily; on the
        // server the page modules import the same forms statically, which is expected, not a mistake.
        if (log.code === "INEFFECTIVE_DYNAMIC_IMPORT") return;
        handler(level, log);
      },
    },
  },
}));

/** A browser build of one entry: minified production code, in Vite's library mode (decision 411). */
function browserEnvironment(name: keyof typeof BROWSER_ENTRIES, { emptyOutDir }: { emptyOutDir: boolean }): EnvironmentOptions {
  return {
    consumer: "client",
    // Library mode leaves `process.env.NODE_ENV` to the host; a browser has none: React's production build.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: join(buildingRelease(process.env), "client"),
      // The first of them empties the client folder; React Router's own builds then leave it as it is.
      emptyOutDir,
      minify: true,
      target: "es2022",
      // Library mode: an application build would wrap dynamic imports in a preload helper (which uses
      // `import.meta`, no part of a classic script) and drop the islands entry's exports.
      // The formats come from the top level (lists are joined, not replaced: both would build twice).
      lib: { entry: BROWSER_ENTRIES[name] },
      // One stylesheet, which the plugin drops: the pages carry these styles already.
      cssCodeSplit: false,
      rollupOptions: { output: { entryFileNames: `assets/${name}-[hash].js`, chunkFileNames: "assets/[name]-[hash].js", minify: true } },
    },
  };
}
