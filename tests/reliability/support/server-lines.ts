import { once } from "node:events";
import { createInterface } from "node:readline";
import type { ServerProcess } from "./server-process.ts";

/**
 * Every line `server` writes (stdout and stderr) from now until one contains `text`, that one last: a test
 * awaits what the server says it did (a codegen run) instead of sleeping. Rejects if the server exits first.
 */
export async function linesUntil(server: ServerProcess, text: string): Promise<string[]> {
  const inputs = [server.child.stderr!, server.child.stdout!];
  const streams = inputs.map((input) => createInterface({ input }));
  const lines: string[] = [];
  const done = new AbortController();
  try {
    const seen = new Promise<string[]>((resolve) => {
      for (const stream of streams)
        stream.on("line", (line) => {
          // Lines of the same chunk still arrive after the match: they are not "until" it.
          if (done.signal.aborted) return;
          lines.push(line);
          if (!line.includes(text)) return;
          resolve(lines);
          done.abort();
        });
    });
    const exited = once(server.child, "exit", { signal: done.signal }).then(() =>
      Promise.reject(new Error(`the dev server exited before writing "${text}":\n${server.output.slice(-30).join("\n")}`)),
    );
    return await Promise.race([seen, exited]);
  } finally {
    for (const stream of streams) stream.close();
    // Closing a reader pauses its stream: resumed, the server's `output` goes on collecting every line.
    for (const input of inputs) input.resume();
    done.abort();
  }
}
