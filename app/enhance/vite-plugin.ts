import { createHash } from "node:crypto";
import { join } from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { build, type Plugin, type Rollup } from "vite";

const PAGE_SCRIPT = "virtual:enhance-script";
const ISLANDS = "virtual:islands-url";
const ENTRY = "app/enhance/index.ts";
const ISLANDS_ENTRY = "app/islands/index.ts";

type Bundle = { url: string; files: Rollup.OutputChunk[] };

/**
 * Builds the page script (app/enhance/index.ts) on its own, so it shares no chunk with React and can be a
 * classic script: a page loads no module script at all (decisions 304, 320). The form islands
 * (app/islands/index.ts: React DOM, the form renderer, each form's module) are a second bundle of their
 * own, which the page script imports by URL (`virtual:islands-url`) when a visitor reaches for a form: the
 * two share no chunk, so the page script stays one file. Their output is added to the client build's
 * assets, and `virtual:enhance-script` gives the page script's URL to app/root.tsx. In dev both are served
 * as modules.
 */
export function enhanceScript(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  let bundles: Promise<{ page: Bundle; islands: Bundle }> | undefined;
  const bundled = () => (bundles ??= buildBundles(root));

  return {
    name: "enhance-script",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    resolveId: (id) => (id === PAGE_SCRIPT || id === ISLANDS ? `\0${id}` : undefined),
    async load(id) {
      if (id === `\0${PAGE_SCRIPT}`)
        return `export default ${JSON.stringify(command === "serve" ? `/${ENTRY}` : (await bundled()).page.url)};`;
      // Only the dev server reaches this: the page script's own build answers it with the built URL.
      if (id === `\0${ISLANDS}`) return `export default ${JSON.stringify(`/${ISLANDS_ENTRY}`)};`;
      return undefined;
    },
    async generateBundle() {
      if (command !== "build" || this.environment.name !== "client") return;
      const { page, islands } = await bundled();
      for (const file of [...page.files, ...islands.files]) this.emitFile({ type: "asset", fileName: file.fileName, source: file.code });
    },
  };
}

async function buildBundles(root: string): Promise<{ page: Bundle; islands: Bundle }> {
  const islands = await buildIslands(root);
  return { page: await buildPageScript(root, islands.url), islands };
}

/** Settings both bundles share: production React, minified, the project's style modules. */
function libraryBuild(root: string) {
  return {
    root,
    configFile: false as const,
    logLevel: "warn" as const,
    publicDir: false as const,
    // The islands import the same style modules as the server's render: the same plugin gives them the
    // same class names, and their CSS is already in the page (only chunks are kept). The toast area, which
    // no page renders, has its styles in every page through app/root.tsx.
    plugins: [vanillaExtractPlugin()],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  };
}

function chunksOf(result: Awaited<ReturnType<typeof build>>): Rollup.OutputChunk[] {
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((output) => output.output.filter((item): item is Rollup.OutputChunk => item.type === "chunk"));
}

async function buildIslands(root: string): Promise<Bundle> {
  const result = await build({
    ...libraryBuild(root),
    build: {
      write: false,
      minify: true,
      target: "es2022",
      // Library mode: an application build would wrap dynamic imports in a preload helper and drop the entry's exports.
      lib: { entry: join(root, ISLANDS_ENTRY), formats: ["es"] },
      rollupOptions: { output: { entryFileNames: "assets/islands-[hash].js", chunkFileNames: "assets/[name]-[hash].js", minify: true } },
    },
  });
  const files = chunksOf(result);
  const entry = files.find((file) => file.isEntry);
  if (!entry) throw new Error("enhance-script: the islands build produced no entry chunk");
  return { url: `/${entry.fileName}`, files };
}

async function buildPageScript(root: string, islandsUrl: string): Promise<Bundle> {
  const islandsModule: Plugin = {
    name: "islands-url",
    resolveId: (id) => (id === ISLANDS ? `\0${ISLANDS}` : undefined),
    load: (id) => (id === `\0${ISLANDS}` ? `export default ${JSON.stringify(islandsUrl)};` : undefined),
  };
  const settings = libraryBuild(root);
  const result = await build({
    ...settings,
    plugins: [...settings.plugins, islandsModule],
    build: {
      write: false,
      minify: true,
      target: "es2022",
      lib: { entry: join(root, ENTRY), formats: ["es"], fileName: () => "assets/enhance.js" },
      rollupOptions: { output: { chunkFileNames: "assets/[name]-[hash].js", minify: true } },
    },
  });
  const files = chunksOf(result);
  const entry = files.find((file) => file.isEntry);
  if (!entry) throw new Error("enhance-script: the build produced no entry chunk");
  // A classic script cannot have static imports or exports; its dynamic imports resolve against its own URL.
  if (entry.imports.length > 0 || entry.exports.length > 0 || /\bimport\.meta\b/.test(entry.code)) {
    throw new Error(`enhance-script: ${entry.fileName} must be a self-contained classic script (imports: ${entry.imports.join(", ")})`);
  }
  const fileName = `assets/enhance-${createHash("sha256").update(entry.code).digest("base64url").slice(0, 8)}.js`;
  const renamed = files.map((file) => (file === entry ? { ...file, fileName } : file));
  return { url: `/${fileName}`, files: renamed };
}
