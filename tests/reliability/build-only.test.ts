import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { validInput } from "../unit/leads/support/lead-examples.ts";
import { requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

const root = join(import.meta.dirname, "../..");
let folder: string;
let server: ServerProcess;

// The production server and `npm run leads` beside a build, with no app/ (so no app/.generated) and no content/.
beforeAll(async () => {
  requireBuild();
  folder = mkdtempSync(join(tmpdir(), "build-only-"));
  for (const part of ["build", "server", "codegen", "package.json"]) cpSync(join(root, part), join(folder, part), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(folder, "node_modules"), "dir");
  server = await startServerProcess({ LEADS_DB_PATH: join(folder, "leads.sqlite") }, "server/serve.ts", folder);
});

afterAll(async () => {
  await server?.kill("SIGTERM");
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const postJson = (path: string, body: object) =>
  fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

test("a server started from a build with no source tree beside it serves pages and accepts a lead through each door", async () => {
  expect(existsSync(join(folder, "app")) || existsSync(join(folder, "content"))).toBe(false);

  const home = await fetch(`${server.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("Silkway Cloud");
  const refused = await fetch(`${server.url}/about`, { method: "PUT" });
  expect(refused.status).toBe(405);
  expect(await refused.text()).toContain("— Silkway Cloud</title>");

  expect((await postJson("/api/contact", validInput["home-contact"])).status).toBe(201);
  expect((await postJson("/api/startup", validInput.startup)).status).toBe(201);
  expect((await postJson("/api/partners", validInput.partnership)).status).toBe(201);
  const page = await fetch(`${server.url}/contact/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ formId: "contact", ...validInput.contact }),
  });
  expect(page.status).toBe(200);

  const listed = spawnSync(process.execPath, ["server/leads/cli.ts", "export", "--format", "json"], {
    cwd: folder,
    env: { ...process.env, LEADS_DB_PATH: join(folder, "leads.sqlite") },
    encoding: "utf8",
  });
  expect(listed.status, listed.stderr).toBe(0);
  const kinds = listed.stdout
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { kind: string }).kind)
    .sort();
  expect(kinds).toEqual(["contact", "home-contact", "partnership", "startup"]);
});

test("a file removed from the build while the server runs fails that request only", async () => {
  const page = await (await fetch(`${server.url}/about`)).text();
  const asset = /\/assets\/[^"']+\.js/.exec(page)![0];
  for (const suffix of ["", ".br", ".gz"]) rmSync(join(folder, "build/client", `${asset}${suffix}`), { force: true });
  for (const encoding of ["identity", "br"]) {
    // The file was there when the server started: its headers go out, then the read fails and the answer is cut.
    await fetch(`${server.url}${asset}`, { headers: { "accept-encoding": encoding } })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  expect(server.child.exitCode).toBeNull();
  expect(server.output.join("\n")).toContain('"event":"static_read_failed"');
});

test("the server renders with the production builds of React and React Router", () => {
  // Both pick their build from NODE_ENV when first loaded; unset, every dynamic page rendered with React's
  // development build, several times slower (a 1 MiB form answer took ~100 ms of CPU instead of ~25 ms).
  const listening = server.output.map((line) => line.trim()).find((line) => line.includes('"event":"listening"'));
  expect(JSON.parse(listening ?? "{}")).toMatchObject({ mode: "production" });
});
