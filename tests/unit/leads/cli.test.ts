import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { publishedConsents } from "#generated/consent-register.ts";
import { runCli } from "../../../server/leads/cli.ts";
import { csvCell } from "../../../server/leads/format.ts";
import { englishConsent, validated, validInput } from "./support/lead-examples.ts";
import { sqliteHarness } from "./support/sqlite.ts";
import { contactLead } from "./support/store-contract.ts";

type Result = { code: number; stdout: string; stderr: string };

describe("leads CLI", () => {
  let harness: ReturnType<typeof sqliteHarness>;
  const ids: Record<string, string> = {};
  /** The references the store gave the leads, as the exports must show them. */
  const references: Record<string, string> = {};

  /** Runs a command as `npm run leads` does (server/leads.ts), with this test's store and its output kept. */
  async function cli(...args: string[]): Promise<Result> {
    const env: NodeJS.ProcessEnv = { ...process.env, LEADS_DB_PATH: harness.path };
    delete env.DATABASE_URL;
    let stdout = "";
    let stderr = "";
    const code = await runCli(args, { env, out: (text) => void (stdout += text), err: (text) => (stderr += text) });
    return { code, stdout, stderr };
  }

  beforeEach(async () => {
    harness = sqliteHarness();
    let now = Date.UTC(2026, 10, 22, 9, 30);
    const store = await harness.open({ now: () => now });
    const pending = await store.insert(contactLead(1), "k1", { honeypot: false });
    ids.pending = pending.id;
    references.pending = pending.reference ?? "";
    now += 60_000;
    const failed = await store.insert(
      {
        kind: "startup",
        locale: "ru",
        fields: { ...validated("startup", validInput.startup), email: "x@y.test", description: 'He said "hi", then\nleft' },
        consent: englishConsent,
      },
      "k2",
      {
        honeypot: false,
      },
    );
    ids.failed = failed.id;
    references.failed = failed.reference ?? "";
    await store.markFailed(ids.failed, "Failed to submit form: 500", now + 30 * 60_000, "failed");
    now = Date.now() - 60_000;
    ids.recentFailed = (await store.insert(contactLead(3), "k3", { honeypot: false })).id;
    await store.markFailed(ids.recentFailed, "Failed to submit form to CRM: no answer within 10000 ms", now + 30 * 60_000, "unknown");
    await store.close();
  });

  afterEach(async () => {
    await harness.cleanup();
  });

  it("list prints a table with id, kind, status, attempts, created, last outcome, the form's language and email", async () => {
    const { code, stdout } = await cli("list");
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^id\s+kind\s+status\s+attempts\s+created\s+outcome\s+locale\s+email\s+last error$/);
    expect(lines).toHaveLength(5);
    expect(lines[2]).toContain(ids.pending);
    expect(lines[2]).toMatch(/contact\s+pending\s+0\s+2026-11-22T09:30:00.000Z\s+en\s+ada1@example.com/);
    expect(lines[3]).toMatch(/startup\s+failed\s+1\s+\S+\s+failed\s+ru\s+x@y.test\s+Failed to submit form: 500/);
    expect(lines[4]).toMatch(/contact\s+failed\s+1\s+\S+\s+unknown\s+en\s+ada3@example.com\s+Failed to submit form to CRM: no answer/);
  });

  it("list --status shows only leads with that status", async () => {
    const { stdout } = await cli("list", "--status", "failed");
    expect(stdout).toContain(ids.failed);
    expect(stdout).not.toContain(ids.pending);
  });

  it("export --format json prints one JSON object per lead per line", async () => {
    const { code, stdout } = await cli("export", "--format", "json");
    expect(code).toBe(0);
    const leads = stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(leads.map((l) => l.id)).toEqual([ids.pending, ids.failed, ids.recentFailed]);
    expect(leads[0]).toMatchObject({
      kind: "contact",
      status: "pending",
      createdAt: "2026-11-22T09:30:00.000Z",
      fields: contactLead(1).fields,
      consent: { version: contactLead(1).consent.version, locale: "en", at: "2026-11-22T09:30:00.000Z" },
      reference: references.pending,
    });
  });

  it("export --format csv quotes commas, quotes and line breaks", async () => {
    const { code, stdout } = await cli("export", "--format", "csv");
    expect(code).toBe(0);
    const lines = stdout.split("\r\n");
    expect(lines[0]).toBe(
      "id,kind,status,attempts,createdAt,deliveredAt,lastOutcome,lastError,email,pageUrl,fields,locale,resends,consentVersion,consentLocale,consentAt,reference",
    );
    expect(stdout).toContain(`""email"":""x@y.test"",""phone"":"""",""description"":""He said \\""hi\\"", then\\nleft""}"`);
    // The consent the visitor gave ends each row (the text's version, its language, when), then the reference.
    expect(lines[2]?.endsWith(`,ru,0,${englishConsent.version},en,2026-11-22T09:31:00.000Z,${references.failed}`)).toBe(true);
  });

  it("a CSV cell that a spreadsheet would run as a formula is defused", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
  });

  it("retry puts a failed lead back in the queue", async () => {
    const { code, stdout } = await cli("retry", ids.failed ?? "");
    expect(code).toBe(0);
    expect(stdout).toContain("queued for delivery again");
    const store = await harness.open({});
    expect(await store.get(ids.failed ?? "")).toMatchObject({ status: "pending", attempts: 0 });
    await store.close();
  });

  it("list and both exports show control characters of stored leads as visible escapes, never raw", async () => {
    // A row stored before validation refused such text: ESC sequences, BEL, NUL, DEL, C1 CSI, a lone surrogate.
    const hostile = "\u001b]0;pwned\u0007\u001b[2J\u0000x\u007f\u009b31m\ud800@evil.example";
    const store = await harness.open({});
    const { id } = await store.insert(
      {
        kind: "home-contact",
        locale: "en",
        fields: {
          ...validated("home-contact", validInput["home-contact"]),
          name: "Eve\u001b[1m",
          email: hostile,
          message: "line one\nline two",
        },
        consent: englishConsent,
      },
      "k9",
      { honeypot: false },
    );
    await store.markAttemptFailed(id, "CRM said \u001b[31mno", Date.now(), "failed");
    await store.close();
    const raw = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\ud800-\udfff]/u;

    const list = await cli("list");
    expect(list.stdout).not.toMatch(raw);
    expect(list.stdout).toContain("\\x1B]0;pwned\\x07\\x1B[2J\\x00x\\x7F\\x9B31m\\uD800@evil.example");
    expect(list.stdout).toContain("CRM said \\x1B[31mno");

    const csv = await cli("export", "--format", "csv");
    expect(csv.stdout).not.toMatch(raw);
    expect(csv.stdout).toContain("\\x1B]0;pwned");

    const json = await cli("export", "--format", "json");
    expect(json.stdout).not.toMatch(raw);
    const lead = json.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as { id: string; fields: Record<string, string> })
      .find((l) => l.id === id);
    expect(lead?.fields).toMatchObject({ name: "Eve\u001b[1m", email: hostile, message: "line one\nline two" });
  });

  it("bidirectional controls a visitor may send show as escapes, so no lead reorders what the operator reads", async () => {
    // Valid text (a form accepts it): U+202E turns "gpj.exe" into what reads as "exe.jpg".
    const spoof = "invoice\u202Egpj.exe\u2066@x.example\u200F";
    const store = await harness.open({});
    const { id } = await store.insert(
      {
        kind: "home-contact",
        locale: "en",
        fields: { ...validated("home-contact", validInput["home-contact"]), email: spoof },
        consent: englishConsent,
      },
      "k-bidi",
      { honeypot: false },
    );
    await store.close();
    const bidi = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
    for (const output of [await cli("list"), await cli("export", "--format", "csv"), await cli("export", "--format", "json")]) {
      expect(output.stdout).not.toMatch(bidi);
    }
    expect((await cli("list")).stdout).toContain("invoice\\u202Egpj.exe\\u2066@x.example\\u200F");
    const json = (await cli("export", "--format", "json")).stdout.trimEnd().split("\n");
    const lead = json.map((line) => JSON.parse(line) as { id: string; fields: { email: string } }).find((l) => l.id === id);
    expect(lead?.fields.email).toBe(spoof);
  });

  it("retry --all-failed puts every failed lead back in the queue", async () => {
    const { code, stdout } = await cli("retry", "--all-failed");
    expect(code).toBe(0);
    expect(stdout).toContain("2 failed leads are queued for delivery again");
    const store = await harness.open({});
    expect(await store.list({ status: "failed" })).toEqual([]);
    expect(await store.get(ids.recentFailed ?? "")).toMatchObject({ status: "pending", attempts: 0 });
    await store.close();
  });

  it("retry --older-than puts back only failed leads created longer ago than that", async () => {
    const { code, stdout } = await cli("retry", "--older-than", "1h");
    expect(code).toBe(0);
    expect(stdout).toContain("1 failed lead is queued for delivery again");
    const store = await harness.open({});
    expect((await store.list({ status: "failed" })).map((l) => l.id)).toEqual([ids.recentFailed]);
    expect(await store.get(ids.failed ?? "")).toMatchObject({ status: "pending", attempts: 0 });
    await store.close();
    expect((await cli("retry", "--older-than", "soon")).code).toBe(2);
    expect((await cli("retry", "--all-failed", ids.failed ?? "")).code).toBe(2);
  });

  it("retry of a lead that has not failed exits 1 and says why", async () => {
    const { code, stderr } = await cli("retry", ids.pending ?? "");
    expect(code).toBe(1);
    expect(stderr).toContain("is pending; only failed leads can be retried");
  });

  it("an unknown command prints the usage and exits 2", async () => {
    const { code, stderr } = await cli("frobnicate");
    expect(code).toBe(2);
    expect(stderr).toContain('Unknown command "frobnicate"');
    expect(stderr).toContain("Usage: npm run leads");
  });

  it("export without a known format exits 2", async () => {
    expect((await cli("export", "--format", "xml")).code).toBe(2);
  });

  it("consents prints every consent text the release knows, each version with its language, dates and whole text", async () => {
    const { code, stdout } = await cli("consents");
    expect(code).toBe(0);
    expect(publishedConsents.length).toBeGreaterThanOrEqual(6);
    for (const entry of publishedConsents) {
      expect(stdout).toContain(`Version ${entry.version} · `);
      expect(stdout).toContain(entry.label.replace("{policy}", entry.policy.label));
    }
    // The text every English form shows now, with the edition of the policy it links to.
    expect(stdout).toContain(`Version ${englishConsent.version} · English (en)`);
    expect(stdout).toMatch(
      new RegExp(
        `Version ${englishConsent.version}[^\n]*\nIn force: from \\d{4}-\\d{2}-\\d{2} to this day\nPolicy: [^\n]*, edition of \\d{4}-\\d{2}-\\d{2}`,
      ),
    );
  });
});
