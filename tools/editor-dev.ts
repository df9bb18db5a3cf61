import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { readServerConfig } from "../server/config.ts";

/** What answers on the dev port: `npm run dev` (Vite serves its client there), another server, or nothing. */
async function devPortHolder(port: number): Promise<"dev" | "other" | "free"> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/@vite/client`, { signal: AbortSignal.timeout(5000) });
    const body = await response.text();
    return response.ok && body.includes("vite") ? "dev" : "other";
  } catch {
    return "free";
  }
}

/**
 * The dev server the editor's saves show on: an `npm run dev` already running on PORT is used as it is (its
 * watcher sees the editor's saves like any other); otherwise the editor starts one in its own terminal and
 * stops it with itself. Undefined for a reused one. A port held by another server is named, not fought over.
 */
export async function devBesideEditor(root: string): Promise<ChildProcess | undefined> {
  const { PORT } = readServerConfig();
  const holder = await devPortHolder(PORT);
  if (holder === "dev") {
    console.log(`editor: using the \`npm run dev\` already running on port ${PORT}; its pages show each save.`);
    return undefined;
  }
  if (holder === "other") {
    console.error(
      `editor: port ${PORT} is held by a server that is not \`npm run dev\`; stop it, or set PORT to start the dev server elsewhere.`,
    );
    process.exit(1);
  }
  return spawn(process.execPath, [join(import.meta.dirname, "dev.ts")], { cwd: root, stdio: "inherit" });
}
