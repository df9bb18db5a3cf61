// Starts the production server (`node server/start.ts`) on a free port for a bench script, and stops it.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

export interface RunningSite {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once the server logs that it listens; it rebuilds first when sources are newer than the build. */
export async function startSite(): Promise<RunningSite> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/start.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LEADS_DB_PATH: "data/bench-leads.sqlite" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"event":"listening"')) resolve();
    });
    child.once("exit", (code) => reject(new Error(`server exited with code ${code} before listening`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
