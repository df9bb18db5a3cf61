// Starts the production server for a bench script through `node server/start.ts`, which rebuilds the
// build folder first when sources or its baked settings changed, and stops it.
import { startServerProcess } from "../reliability/support/server-process.ts";

export interface RunningSite {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  stop: () => Promise<void>;
}

export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const server = await startServerProcess({ LEADS_DB_PATH: "data/bench-leads.sqlite", ...env }, "server/start.ts");
  return { url: server.url, stop: () => server.kill("SIGTERM") };
}
