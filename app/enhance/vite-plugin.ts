import type { Plugin, Rollup } from "vite";

const PAGE_SCRIPT = "virtual:enhance-script";
const ISLANDS = "virtual:islands-url";

/**
 * The browser builds of what pages load, each a Vite environment of vite.config.ts with its own entry, in
 * the order they are built: the form islands (React DOM, the form renderer, each form's module), then the
 * page script, which names the islands' URL. Each is a graph of its own, so the page script shares no
 * chunk with the islands and stays one classic file: a page loads no module script (decisions 304, 320).
 */
export const BROWSER_ENTRIES = { islands: "app/islands/index.ts", enhance: "app/enhance/index.ts" } as const;
type BrowserEnvironment = keyof typeof BROWSER_ENTRIES;

/**
 * Orders the browser builds and hands their URLs on: `virtual:islands-url` gives the islands' URL to the
 * page script, `virtual:enhance-script` the page script's to app/root.tsx, which the server build renders
 * into every page. React Router builds its own environments (its browser client, which no page loads, and
 * the server) in the builder's `buildApp`; this plugin's `buildApp` hook runs first, so both URLs are known
 * when the server is built. In dev both entries are served as modules.
 */
export function browserBuilds(): Plugin {
  let command: "build" | "serve" = "build";
  const urls: Partial<Record<BrowserEnvironment, string>> = {};
  const urlOf = (name: BrowserEnvironment) => {
    if (command === "serve") return `/${BROWSER_ENTRIES[name]}`;
    const url = urls[name];
    if (!url) throw new Error(`browser-builds: the "${name}" environment was not built before its URL was needed`);
    return url;
  };

  return {
    name: "browser-builds",
    // One instance for every environment: each build records its entry's URL for the builds after it.
    sharedDuringBuild: true,
    configResolved(config) {
      command = config.command;
    },
    buildApp: {
      order: "pre",
      async handler(builder) {
        for (const name of Object.keys(BROWSER_ENTRIES) as BrowserEnvironment[]) {
          const environment = builder.environments[name];
          if (!environment) throw new Error(`browser-builds: vite.config.ts declares no "${name}" environment`);
          await builder.build(environment);
        }
      },
    },
    resolveId: (id) => (id === PAGE_SCRIPT || id === ISLANDS ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${PAGE_SCRIPT}`) return `export default ${JSON.stringify(urlOf("enhance"))};`;
      if (id === `\0${ISLANDS}`) return `export default ${JSON.stringify(urlOf("islands"))};`;
      return undefined;
    },
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        const name = this.environment.name;
        if (!(name in BROWSER_ENTRIES)) return;
        for (const [fileName, output] of Object.entries(bundle)) {
          // The islands' style modules give them the server render's class names; their CSS (and the fonts it
          // names) is already in every page through React Router's build, so a copy would be a file no page loads.
          if (output.type === "asset") delete bundle[fileName];
        }
        const entry = Object.values(bundle).find((output): output is Rollup.OutputChunk => output.type === "chunk" && output.isEntry);
        if (!entry) throw new Error(`browser-builds: the "${name}" build produced no entry chunk`);
        // A classic script cannot have static imports or exports; its dynamic imports resolve against its own URL.
        if (name === "enhance" && (entry.imports.length > 0 || entry.exports.length > 0 || /\bimport\.meta\b/.test(entry.code))) {
          throw new Error(
            `browser-builds: ${entry.fileName} must be a self-contained classic script (imports: ${entry.imports.join(", ")})`,
          );
        }
        urls[name as BrowserEnvironment] = `/${entry.fileName}`;
      },
    },
  };
}
