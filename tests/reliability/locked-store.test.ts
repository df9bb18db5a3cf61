import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeAll, expect, test } from "vitest";
import { contactLead, postLead, requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

beforeAll(() => requireBuild());

let server: ServerProcess | undefined;
afterEach(() => server?.kill());

test.each([
  ["before the server first opened its store", false],
  ["after the server opened its store", true],
])(
  "while another process holds the SQLite file locked (%s), pages are still served and the lead waits, then commits",
  async (_, openFirst) => {
    const dbPath = join(mkdtempSync(join(tmpdir(), "locked-")), "leads.sqlite");
    server = await startServerProcess({ LEADS_DB_PATH: dbPath });
    if (openFirst) expect(await postLead(server.url, contactLead(0, "opens-the-store"))).toBe(201);
    // An operator's tool (the CLI, a backup) holding a write transaction on the same file.
    const other = new DatabaseSync(dbPath);
    other.exec("BEGIN IMMEDIATE");

    let settled = false;
    const posted = postLead(server.url, contactLead(1, "locked-store-lead")).finally(() => (settled = true));
    // Once the post has reached the store, a page request must not queue behind it.
    const page = await fetch(`${server.url}/about`);
    expect(page.status).toBe(200);
    await page.arrayBuffer();
    const asset = await fetch(`${server.url}/brand/logo.svg`);
    expect(asset.status).toBe(200);
    expect(settled, "the lead is still waiting for the lock").toBe(false);

    other.exec("COMMIT");
    expect(await posted).toBe(201);
    const stored = other.prepare("SELECT COUNT(*) AS n FROM leads WHERE idempotency_key = ?").get("locked-store-lead");
    other.close();
    expect(stored?.n).toBe(1);
  },
);
