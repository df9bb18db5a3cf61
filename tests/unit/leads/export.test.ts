import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportLeads } from "../../../server/leads/export.ts";
import { openPostgresStore } from "../../../server/leads/postgres-store.ts";
import type { Lead } from "../../../server/leads/kinds.ts";
import type { LeadStore } from "../../../server/leads/store.ts";
import { createTestDatabase, TEST_DATABASE_URL } from "./support/pg.ts";
import { sqliteHarness } from "./support/sqlite.ts";
import { contactLead } from "./support/store-contract.ts";
import { bothStores, storeForBlock } from "./support/stores.ts";

const T0 = 1_700_000_000_000;

/** Where a spreadsheet could start reading a cell in a CSV line, splitting on `,` or `;` (or tab, or a line break), quotes ignored. */
const cellStarts = (csv: string) => csv.split(/[,;\t\r\n]/).map((part) => part.replace(/^[ "]*/, ""));
const FORMULA = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A contact lead with some of its fields replaced. */
function contactWith(n: number, fields: Record<string, string>): Lead {
  const lead = contactLead(n);
  if (lead.kind !== "contact") throw new Error("contactLead makes contact leads");
  return { ...lead, fields: { ...lead.fields, ...fields } };
}

async function exported(store: LeadStore, format: "csv" | "json"): Promise<string> {
  let text = "";
  await exportLeads(store, format, {}, (chunk) => {
    text += chunk;
  });
  return text;
}

describe.each(bothStores)("$name: the CSV export", (kind) => {
  const store = storeForBlock(kind, { now: () => T0 });

  it.skipIf(kind.skip)("neutralises every cell a spreadsheet could read as a formula under `,` or `;` splitting", async () => {
    const hostile = {
      firstName: '=HYPERLINK("http://evil.example","open")',
      email: "x;=1+2;x@example.com",
      subject: "a,-2+3; +cmd|' /C calc'!A0",
      message: 'quoted "; @SUM(A1:A9)" and\n=1+1 on a new line, tab\t=2 and full-width \uFF1D3',
    };
    await store().insert(contactWith(1, hostile), "hostile", { honeypot: false });
    await store().insert(contactWith(2, { email: "@SUM(1+1)\n=cmd\t-2;\uFF1D3" }), "at-sign", {
      honeypot: false,
    });
    const csv = await exported(store(), "csv");

    const starts = cellStarts(csv).filter((start) => FORMULA.test(start));
    expect(starts, "no cell, however split, starts a formula").toEqual([]);
    // The value is still there to read, each formula start behind an apostrophe.
    expect(csv).toContain(",x;'=1+2;x@example.com,");
    expect(csv).toContain(`,"'@SUM(1+1)\n'=cmd\t'-2;'\uFF1D3",`);
    // Inside the JSON of the fields, after a colon, no spreadsheet starts a cell: left as it is.
    expect(csv).toContain(`""firstName"":""=HYPERLINK(`);
    expect(csv).toContain(`a,'-2+3; '+cmd|' /C calc'!A0`);
    // In the JSON of the fields a line break or tab is `\n` or `\t` text, which no spreadsheet splits on.
    expect(csv).toContain(`\\""; '@SUM(A1:A9)\\"" and\\n=1+1 on a new line, tab\\t=2 and full-width \uFF1D3`);
    // The JSON export keeps the values as they are: no spreadsheet reads JSON Lines.
    const leads = (await exported(store(), "json")).trimEnd().split("\n");
    expect(leads.map((line) => JSON.parse(line) as unknown)).toContainEqual(
      expect.objectContaining({ fields: expect.objectContaining(hostile) }),
    );
  });
});

/**
 * A store far bigger than the export's heap: 5,000 leads of 20,000 characters (100 MB of CSV) against a
 * 64 MB heap. Reading every lead before writing (as `list` does) runs out of memory; an export that holds
 * one page at a time does not, whatever the store's size.
 */
const LEADS = 5_000;
const TEXT = 20_000;
const HEAP_MB = 64;

const fill = {
  sqlite: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LEADS})
    INSERT INTO leads (id, kind, locale, fields, page_url, idempotency_key, fingerprint, content_fingerprint, status, attempts,
      next_attempt_at, created_at, updated_at)
    SELECT 'bulk-' || i, kind, locale, json_set(fields, '$.message', 'row ' || i || ' ' || replace(hex(zeroblob(${TEXT / 2})), '0', 'x')),
      page_url, 'bulk-' || i, fingerprint, content_fingerprint, status, 0, next_attempt_at, created_at + i, updated_at
    FROM leads, n`,
  postgres: `INSERT INTO leads (id, kind, locale, fields, page_url, idempotency_key, fingerprint, content_fingerprint, status, attempts,
      next_attempt_at, created_at, updated_at)
    SELECT 'bulk-' || i, kind, locale, jsonb_set(fields, '{message}', to_jsonb('row ' || i || ' ' || repeat('x', ${TEXT}))),
      page_url, 'bulk-' || i, fingerprint, content_fingerprint, status, 0, next_attempt_at, created_at + i, updated_at
    FROM leads, generate_series(1, ${LEADS}) AS i`,
};

type BigStore = { env: Record<string, string>; drop(): Promise<void> };

const bigStores: Array<{ name: string; skip: boolean; make: () => Promise<BigStore> }> = [
  {
    name: "SQLite",
    skip: false,
    async make() {
      const harness = sqliteHarness();
      const store = await harness.open({ now: () => T0 });
      await store.insert(contactLead(0), "first", { honeypot: false });
      await store.close();
      await harness.sql(fill.sqlite);
      return { env: { LEADS_DB_PATH: harness.path, DATABASE_URL: "" }, drop: () => harness.cleanup() };
    },
  },
  {
    name: bothStores[1]?.name ?? "PostgreSQL",
    skip: !TEST_DATABASE_URL,
    async make() {
      const database = await createTestDatabase("export");
      const store = await openPostgresStore({ connectionString: database.url, now: () => T0 });
      try {
        await store.insert(contactLead(0), "first", { honeypot: false });
      } finally {
        await store.close();
      }
      const pg = (await import("pg")).default;
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(fill.postgres).finally(() => client.end());
      return { env: { DATABASE_URL: database.url }, drop: () => database.drop() };
    },
  },
];

/** `npm run leads -- export --format csv` in a process of its own with a heap of HEAP_MB, its output piped to the test. */
const exportProcess = (big: BigStore | undefined) =>
  spawn(
    process.execPath,
    [
      `--max-old-space-size=${HEAP_MB}`,
      fileURLToPath(new URL("./support/leads-cli-process.ts", import.meta.url)),
      "export",
      "--format",
      "csv",
    ],
    { env: { ...process.env, ...big?.env }, stdio: ["ignore", "pipe", "pipe"] },
  );

describe.each(bigStores)("$name: `npm run leads -- export` streams", ({ skip, make }) => {
  let big: BigStore | undefined;
  beforeAll(async () => {
    if (!skip) big = await make();
  }, 60_000);
  afterAll(async () => {
    await big?.drop();
  });

  it.skipIf(skip)(
    `exports ${LEADS + 1} leads of ${TEXT} characters (over 100 MB) with a ${HEAP_MB} MB heap, in order, ending with the last`,
    async () => {
      const child = exportProcess(big);
      let bytes = 0;
      let lines = 0;
      let tail = "";
      let stderr = "";
      child.stdout.setEncoding("utf8");
      child.stdout.on("data", (chunk: string) => {
        bytes += chunk.length;
        lines += chunk.split("\r\n").length - 1;
        tail = (tail + chunk).slice(-(TEXT * 2));
      });
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(child, "close")) as [number | null];

      expect({ code, stderr: stderr.slice(0, 500) }).toEqual({ code: 0, stderr: "" });
      expect(lines).toBe(1 + LEADS + 1);
      expect(bytes).toBeGreaterThan(LEADS * TEXT);
      expect(tail).toMatch(new RegExp(`^bulk-${LEADS},contact,pending,0,.*row ${LEADS} x{${TEXT}}`, "m"));
    },
    60_000,
  );

  it.skipIf(skip)("a reader that stops reading (`export | head`) ends the export with its reason and code 1, not a crash", async () => {
    const child = exportProcess(big);
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once("data", () => child.stdout.destroy());
    const [code] = (await once(child, "close")) as [number | null];
    expect({ code, stderr }).toEqual({ code: 1, stderr: "leads: write EPIPE\n" });
  });
});
