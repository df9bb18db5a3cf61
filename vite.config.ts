import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { enhanceScript } from "./app/enhance/vite-plugin.ts";
import { PUBLIC_DIR } from "./codegen/public-dir.ts";

export default defineConfig({
  publicDir: PUBLIC_DIR,
  // The content plugin (codegen/vite-plugin.ts) joins in server/dev.ts only: React Router's build loads this
  // file again for its own compilers, which must not run codegen.
  plugins: [vanillaExtractPlugin(), enhanceScript(), reactRouter()],
  // Builds, lead stores and test output are no source of the dev server. Watching a build root's
  // thousands of files delays the watcher's start, and a content file saved before it is ready is missed.
  server: { watch: { ignored: ["**/build/**", "**/build-*/**", "**/data/**", "**/screenshots/**", "**/test-results/**"] } },
  // The server is built into the same bundle as the app (decision 350): server/app.ts imports React
  // Router's server build and re-exports it, so each module exists once in the running process.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  build: {
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
});
