// `npm run editor` and the dev server it starts, as an attacker meets them (decisions 441, 442): a page on
// another site the product owner has open, a page whose name rebinds to 127.0.0.1, a neighbour on the LAN.
// Only the editor's own page, holding this run's token, changes content/, and only existing entries in it;
// the dev server listens on loopback, answers only at its own address, and serves no source or lead store.
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { editFile } from "../unit/codegen/fixture.ts";
import { validInput } from "../unit/leads/support/lead-examples.ts";
import { copyProject } from "./support/project-copy.ts";
import { linesUntil } from "./support/server-lines.ts";
import { startServerProcess, type ServerProcess } from "./support/server-process.ts";

let editor: ServerProcess;
let site: string;
let project: string;
let token: string;
const outside = join(tmpdir(), `editor-boundary-outside-${process.pid}.yaml`);

beforeAll(async () => {
  project = copyProject("editor-boundary-");
  // The dev lead store where it is by default, and a settings file beside it.
  mkdirSync(join(project, "data"));
  writeFileSync(join(project, ".env"), "EXAMPLE_SECRET=dev-secret-key\n");
  // A translation awaiting review (its English changed, and it was updated since), for the review panel's calls.
  editFile(project, "content/pages/pricing.yaml", (text) => text.replace(/^title: .*$/m, "title: Cloud Prices Compared — Silkway Cloud"));
  editFile(project, "content/pages/pricing.ru.yaml", (text) =>
    text.replace(/^title: .*$/m, "title: Сравнение цен облаков — Silkway Cloud"),
  );
  // HOST unset, as on a developer's machine: the production server's default (every interface) is not dev's.
  editor = await startServerProcess(
    { EDITOR_PORT: "0", HOST: "", LEADS_DB_PATH: join(project, "data/leads.sqlite") },
    "tools/editor.ts",
    project,
  );
  const listening = editor.output.find((line) => line.includes('"mode":"development"'));
  site = (JSON.parse(listening ?? (await linesUntil(editor, '"mode":"development"')).at(-1)!) as { url: string }).url;
  const page = await send(editor.url, "/");
  token = /headers\.set\("x-editor-token", "([^"]+)"\)/.exec(page.body)?.[1] ?? "";
  writeFileSync(outside, "title: outside content\n");
}, 120_000);

afterAll(async () => {
  await editor?.kill("SIGTERM");
  if (project) rmSync(project, { recursive: true, force: true });
  rmSync(outside, { force: true });
});

interface Answer {
  status: number;
  body: string;
}

/** A request with exactly these headers (fetch cannot set Host). */
function send(
  base: string,
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers: { host: url.host, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

/** A backend call as the editor's page makes it (Decap's, or the review panel's), with `headers` over the page's own. */
function call(action: string, params: Record<string, unknown>, headers: Record<string, string> = {}, api = "/api/v1"): Promise<Answer> {
  return send(editor.url, api, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8", origin: editor.url, "x-editor-token": token, ...headers },
    body: JSON.stringify({ action, params }),
  });
}

const file = (path: string) => readFileSync(join(project, "content", path), "utf8");
const persist = (path: string, raw: string, headers?: Record<string, string>) =>
  call("persistEntry", { dataFiles: [{ path, raw }] }, headers);
const aboutTitled = (title: string) => file("pages/about.yaml").replace(/^title: .*$/m, `title: ${title}`);

test("the editor's own page, with its token, reads and saves an entry", async () => {
  expect(token).toMatch(/^[\w-]{40,}$/);
  const read = await call("getEntry", { path: "content/pages/about.en.yaml" });
  expect(read.status).toBe(200);
  expect(JSON.parse(read.body)).toMatchObject({ file: { path: "content/pages/about.en.yaml" } });
  const saved = await persist("content/pages/about.en.yaml", aboutTitled("Saved by the owner"));
  expect(saved.status).toBe(200);
  expect(file("pages/about.yaml")).toMatch(/^title: Saved by the owner$/m);
}, 30_000);

test("a page elsewhere is refused before anything is read: another Origin, a rebinding Host, text/plain, no token", async () => {
  const before = file("pages/about.yaml");
  const evil = aboutTitled("Changed from elsewhere");
  const refusals = {
    "another origin": await persist("content/pages/about.en.yaml", evil, { origin: "https://evil.example" }),
    "origin null": await persist("content/pages/about.en.yaml", evil, { origin: "null" }),
    "text/plain": await persist("content/pages/about.en.yaml", evil, { "content-type": "text/plain" }),
    "no token": await persist("content/pages/about.en.yaml", evil, { "x-editor-token": "" }),
    "another token": await persist("content/pages/about.en.yaml", evil, { "x-editor-token": "x".repeat(token.length) }),
  };
  expect(Object.fromEntries(Object.entries(refusals).map(([name, answer]) => [name, answer.status]))).toEqual({
    "another origin": 403,
    "origin null": 403,
    "text/plain": 415,
    "no token": 403,
    "another token": 403,
  });
  expect(file("pages/about.yaml")).toBe(before);

  // DNS rebinding: the attacker's name, resolved to 127.0.0.1, is the request's Host. Neither the page (and
  // its token) nor an entry is answered.
  const port = new URL(editor.url).port;
  const rebound = { host: `rebind.evil.example:${port}` };
  const page = await send(editor.url, "/", { headers: rebound });
  expect(page.status).toBe(403);
  expect(page.body).not.toContain(token);
  const read = await call("getEntry", { path: "content/site.en.yaml" }, { ...rebound, origin: `http://${rebound.host}` });
  expect(read.status).toBe(403);
  expect(read.body).not.toContain("silkway");
  // Another port of this machine is another origin, too.
  expect((await send(editor.url, "/", { headers: { host: `127.0.0.1:${Number(port) + 1}` } })).status).toBe(403);
}, 30_000);

test("only existing YAML and Markdown entries in content/ are written; a refused path is a 4xx with a plain message", async () => {
  symlinkSync(outside, join(project, "content/pages/linked.yaml"));
  const raw = "title: written by the editor\n";
  const attempts: Record<string, string> = {
    "new page": "content/pages/evil.en.yaml",
    "new script": "content/evil.js",
    "hidden file": "content/.hidden.yaml",
    "hidden folder": "content/.git/config.yaml",
    "other extension": "content/images/x.svg.md.js",
    "link out of content/": "content/pages/linked.en.yaml",
    "up and out": "content/../package.json",
    "up and out, as YAML": "content/pages/../../server/evil.yaml",
    "absolute path": "/etc/passwd",
  };
  for (const [name, path] of Object.entries(attempts)) {
    const answer = await persist(path, raw);
    expect([name, answer.status >= 400 && answer.status < 500]).toEqual([name, true]);
    expect([name, (JSON.parse(answer.body) as { error: string }).error]).toEqual([name, expect.stringMatching(/^(the editor|no entry)/)]);
  }
  expect(readFileSync(outside, "utf8")).toBe("title: outside content\n");
  for (const path of ["content/pages/evil.yaml", "content/evil.js", "content/.hidden.yaml"])
    expect([path, existsSync(join(project, path))]).toEqual([path, false]);
  // Read through a link out of content/, or above it: refused too.
  expect((await call("getEntry", { path: "content/pages/linked.en.yaml" })).status).toBe(403);
  expect((await call("getEntry", { path: "content/../package.json" })).status).toBe(403);
  // Refusals are answers, not failures: no stack trace in the terminal.
  expect(editor.output.filter((line) => /^\s+at /.test(line))).toEqual([]);
  // The link is no page: gone, content/ is whole again for the tests after this one.
  rmSync(join(project, "content/pages/linked.yaml"));
}, 30_000);

test("the review panel's calls are the owner's page's alone: elsewhere they accept nothing and list nothing", async () => {
  const lock = () => readFileSync(join(project, "content/translations.lock.yaml"), "utf8");
  const before = lock();
  const TITLE = "content/pages/pricing.ru.yaml#title";
  const accept = (headers: Record<string, string>) => call("accept", { text: TITLE }, headers, "/api/review");
  const port = new URL(editor.url).port;
  const refusals = {
    "another origin": await accept({ origin: "https://evil.example" }),
    "origin null": await accept({ origin: "null" }),
    "rebinding host": await accept({ host: `rebind.evil.example:${port}`, origin: `http://rebind.evil.example:${port}` }),
    "text/plain": await accept({ "content-type": "text/plain" }),
    "no token": await accept({ "x-editor-token": "" }),
  };
  expect(Object.fromEntries(Object.entries(refusals).map(([name, answer]) => [name, answer.status]))).toEqual({
    "another origin": 403,
    "origin null": 403,
    "rebinding host": 403,
    "text/plain": 415,
    "no token": 403,
  });
  const listed = await call("list", {}, { origin: "https://evil.example" }, "/api/review");
  expect([listed.status, listed.body.includes("Сравнение")]).toEqual([403, false]);
  expect(lock()).toBe(before);
  // The owner's page lists the text and accepts it; a text not awaiting review is not accepted.
  const list = await call("list", {}, {}, "/api/review");
  expect(JSON.parse(list.body)).toMatchObject({ awaiting: [{ file: "content/pages/pricing.ru.yaml", path: "title" }] });
  expect((await call("accept", { text: "content/pages/pricing.ru.yaml#description" }, {}, "/api/review")).status).toBe(422);
  expect(lock()).toBe(before);
  const accepted = await accept({});
  expect([accepted.status, JSON.parse(accepted.body)]).toEqual([200, expect.objectContaining({ awaiting: [] })]);
  expect(lock()).toContain("title: [ Cloud Prices Compared — Silkway Cloud, Сравнение цен облаков — Silkway Cloud ]");
}, 60_000);

/** The addresses a TCP port listens on, from the kernel's socket tables (hex, as /proc/net/tcp writes them). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  return ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((table) =>
    readFileSync(table, "utf8")
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === "0A" && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => fields[1]!.split(":")[0]!),
  );
}

test("the dev server listens on loopback only, and answers only at its own address", async () => {
  const port = Number(new URL(site).port);
  // 127.0.0.1 (0100007F) and ::1; never 0.0.0.0 or :: (all zeros), every interface.
  const loopback = ["0100007F", "00000000000000000000000001000000"];
  expect(listeningAddresses(port).length).toBeGreaterThan(0);
  expect(listeningAddresses(port).filter((address) => !loopback.includes(address))).toEqual([]);
  expect(listeningAddresses(Number(new URL(editor.url).port))).toEqual(["0100007F"]);

  for (const host of ["rebind.evil.example", `rebind.evil.example:${port}`, `192.168.1.5:${port}`]) {
    for (const path of ["/about", "/app/enhance/index.ts", "/healthz"]) {
      const answer = await send(site, path, { headers: { host, accept: "text/html" } });
      expect([host, path, answer.status]).toEqual([host, path, 403]);
      expect(answer.body).not.toContain("Silkway Cloud —");
    }
  }
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`])
    expect((await send(site, "/about", { headers: { host } })).status).toBe(200);
}, 30_000);

test("the dev server serves what pages load, and not the lead store, settings or source", async () => {
  // A lead in the dev store, as a developer trying a form leaves one.
  const lead = await fetch(`${site}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...validInput["home-contact"], email: "devlead-secret@example.com" }),
  });
  expect(lead.status).toBe(201);
  expect(existsSync(join(project, "data/leads.sqlite"))).toBe(true);
  const secrets = [
    "/data/leads.sqlite?raw",
    "/data/leads.sqlite-wal?raw",
    "/data/leads.sqlite",
    "/package.json?raw",
    "/package.json",
    "/server/config.ts?raw",
    "/server/config.ts",
    "/server/config.ts?import",
    "/tools/editor.ts?raw",
    "/codegen/run.ts?raw",
    "/content/site.yaml?raw",
    "/.env?raw",
    "/.env",
    `/@fs${project}/package.json?raw`,
    `/@fs${project}/server/config.ts?raw`,
    `/@fs${project}/data/leads.sqlite?raw`,
  ];
  for (const path of secrets) {
    const answer = await send(site, path);
    expect([path, answer.status === 200]).toEqual([path, false]);
    expect([path, /dev-secret-key|devlead-secret|"scripts"|readServerConfig|SQLite format|silkway\.cloud/.test(answer.body)]).toEqual([
      path,
      false,
    ]);
  }
  // What the pages need still loads: the page, its script and the modules that script imports.
  expect((await send(site, "/contact", { headers: { accept: "text/html" } })).status).toBe(200);
  for (const path of [
    "/app/enhance/index.ts",
    "/app/enhance/follow-saves.ts",
    "/model/save-events.ts",
    "/generated/enhance-config.ts",
    "/@vite/client",
  ]) {
    expect([path, (await send(site, path)).status]).toEqual([path, 200]);
  }
}, 60_000);
