// `npm run editor` started while the product owner's `npm run dev` already runs on the dev port: the editor
// uses that dev server (its watcher sees the editor's saves) instead of starting a second one that cannot
// listen there.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { copyProject } from "./support/project-copy.ts";
import { linesUntil } from "./support/server-lines.ts";
import { startServerProcess, type ServerProcess } from "./support/server-process.ts";

let project: string;
let dev: ServerProcess;
let editor: ServerProcess | undefined;

beforeAll(async () => {
  project = copyProject("editor-beside-dev-");
  dev = await startServerProcess({ LEADS_DB_PATH: join(project, "leads.sqlite") }, "tools/dev.ts", project);
}, 120_000);

afterAll(async () => {
  await editor?.kill("SIGTERM");
  await dev?.kill("SIGTERM");
  if (project) rmSync(project, { recursive: true, force: true });
});

test("the editor started beside a running dev server uses it, and both keep answering", async () => {
  const devPort = new URL(dev.url).port;
  editor = await startServerProcess(
    { PORT: devPort, EDITOR_PORT: "0", LEADS_DB_PATH: join(project, "leads.sqlite") },
    "tools/editor.ts",
    project,
  );
  const reused = `using the \`npm run dev\` already running on port ${devPort}`;
  if (!editor.output.some((line) => line.includes(reused))) await linesUntil(editor, reused);
  expect((await fetch(`${editor.url}/config.json`)).status).toBe(200);
  expect((await fetch(`${dev.url}/about`, { headers: { accept: "text/html" } })).status).toBe(200);
  expect(editor.output.join("\n")).not.toContain("EADDRINUSE");
  expect(editor.child.exitCode).toBeNull();
}, 120_000);
