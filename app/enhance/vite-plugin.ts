import { createHash } from "node:crypto";
import { join } from "node:path";
import { build, type Plugin, type Rollup } from "vite";

const VIRTUAL = "virtual:enhance-script";
const RESOLVED = `\0${VIRTUAL}`;
const ENTRY = "app/enhance/index.ts";

/**
 * Builds the page script (app/enhance/index.ts) on its own, so it shares no chunk with React and can be a
 * classic script: a page without a form then loads no module script at all (decision 304). Its output
 * (the entry plus the chunks it imports dynamically, such as posthog-js) is added to the client build's
 * assets, and `virtual:enhance-script` gives its URL to app/root.tsx. In dev it is served as a module.
 */
export function enhanceScript(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  let bundle: Promise<{ url: string; files: Rollup.OutputChunk[] }> | undefined;
  const bundled = () => (bundle ??= buildEnhanceScript(root));

  return {
    name: "enhance-script",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const url = command === "serve" ? `/${ENTRY}` : (await bundled()).url;
      return `export default ${JSON.stringify(url)};`;
    },
    async generateBundle() {
      if (command !== "build" || this.environment.name !== "client") return;
      for (const file of (await bundled()).files) this.emitFile({ type: "asset", fileName: file.fileName, source: file.code });
    },
  };
}

async function buildEnhanceScript(root: string): Promise<{ url: string; files: Rollup.OutputChunk[] }> {
  // Library mode: an application build would wrap dynamic imports in a preload helper that uses import.meta.
  const result = await build({
    root,
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: true,
      target: "es2022",
      lib: { entry: join(root, ENTRY), formats: ["es"], fileName: () => "assets/enhance.js" },
      rollupOptions: { output: { chunkFileNames: "assets/[name]-[hash].js", minify: true } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const files = outputs.flatMap((output) => output.output.filter((item): item is Rollup.OutputChunk => item.type === "chunk"));
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
