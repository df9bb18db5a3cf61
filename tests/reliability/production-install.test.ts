import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { requestWhole } from "../support/send-whole.ts";
import { formPostOf, validInput } from "../unit/leads/support/lead-examples.ts";
import { createTestDatabase, PG_SUITE, TEST_DATABASE_URL } from "../unit/leads/support/pg.ts";
import { requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

const root = join(import.meta.dirname, "../..");
let folder: string;
let server: ServerProcess;

/**
 * What an operator deploys: the current release and the files package.json names, with the lock file,
 * and nothing else of the repository (no app/, content/, codegen/, release/, no server sources but the
 * launchers). `npm ci --omit=dev` installs the production dependencies only, from npm's cache when it
 * has them, as a deploy pipeline with a warm cache does.
 */
beforeAll(async () => {
  requireBuild();
  folder = mkdtempSync(join(tmpdir(), "production-install-"));
  const current = realpathSync(join(root, "build/current"));
  const { files } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { files: string[] };
  // The build ships as the current release alone (its cache and older releases are the build host's).
  for (const file of files.filter((file) => !file.startsWith("build") && !file.startsWith("!")))
    cpSync(join(root, file), join(folder, file));
  // Only the current release of the build root, and its link.
  cpSync(current, join(folder, "build", relative(join(root, "build"), current)), { recursive: true });
  symlinkSync(relative(join(root, "build"), current), join(folder, "build/current"), "dir");
  for (const file of ["package.json", "package-lock.json", ".nvmrc"]) cpSync(join(root, file), join(folder, file));
  execFileSync("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: folder, stdio: "pipe" });
  server = await startServerProcess({ LEADS_DB_PATH: join(folder, "leads.sqlite") }, "npm run serve", folder);
}, 180_000);

afterAll(async () => {
  await server?.kill("SIGTERM");
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const postJson = (path: string, body: object) =>
  fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

test("after `npm ci --omit=dev`, `npm run serve` serves the release and every lead door stores a lead that `npm run leads` lists", async () => {
  expect(["app", "content", "codegen", "release", "server/pipeline.ts"].filter((part) => existsSync(join(folder, part)))).toEqual([]);
  // Nothing was installed: the server bundle holds every package it runs (React, React Router, zod, pg…),
  // so a production host carries no build tool, no TypeScript and no compiler binary (decision 480).
  expect(
    readdirSync(folder).includes("node_modules") ? readdirSync(join(folder, "node_modules")).filter((name) => !name.startsWith(".")) : [],
  ).toEqual([]);

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
    body: new URLSearchParams({ formId: "contact", ...formPostOf("contact") }),
  });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Your message has been sent successfully!");

  const listed = spawnSync("npm", ["run", "--silent", "leads", "--", "export", "--format", "json"], {
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

test("a file removed from the release while the server runs fails that request only", async () => {
  // Connections of their own: the test before ends with a blocking `npm run leads`, past the server's
  // keep-alive time, and fetch's pool would reuse a socket the server has just closed.
  const page = (await requestWhole(`${server.url}/about`, { method: "GET" })).text;
  const asset = /\/assets\/[^"']+\.js/.exec(page)![0];
  for (const suffix of ["", ".br", ".gz"]) rmSync(join(folder, "build/current/client", `${asset}${suffix}`), { force: true });
  for (const encoding of ["identity", "br"]) {
    // The file was there when the server started: its headers go out, then the read fails and the answer is cut.
    await fetch(`${server.url}${asset}`, { headers: { "accept-encoding": encoding } })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
  expect((await requestWhole(`${server.url}/`, { method: "GET" })).status).toBe(200);
  expect(server.child.exitCode).toBeNull();
  expect(server.output.join("\n")).toContain('"event":"static_read_failed"');
});

test("the server renders with the production builds of React and React Router", () => {
  // Both pick their build from NODE_ENV when first loaded; unset, every dynamic page rendered with React's
  // development build, several times slower (a 1 MiB form answer took ~100 ms of CPU instead of ~25 ms).
  const listening = server.output.map((line) => line.trim()).find((line) => line.includes('"event":"listening"'));
  expect(JSON.parse(listening ?? "{}")).toMatchObject({ mode: "production" });
});

// pg is bundled like everything else: with no node_modules beside it, the release still reaches PostgreSQL.
describe.skipIf(!TEST_DATABASE_URL)(PG_SUITE, () => {
  test("after `npm ci --omit=dev`, the release stores a lead in PostgreSQL", async () => {
    const database = await createTestDatabase("production_install");
    const onPostgres = await startServerProcess({ DATABASE_URL: database.url }, "npm run serve", folder);
    try {
      const answer = await fetch(`${onPostgres.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validInput["home-contact"]),
      });
      expect(answer.status).toBe(201);
      const listed = spawnSync("npm", ["run", "--silent", "leads", "--", "list"], {
        cwd: folder,
        env: { ...process.env, DATABASE_URL: database.url },
        encoding: "utf8",
      });
      expect(listed.status, listed.stderr).toBe(0);
      expect(listed.stdout).toContain(validInput["home-contact"].email);
    } finally {
      await onPostgres.kill("SIGTERM");
      await database.drop();
    }
  });
});
