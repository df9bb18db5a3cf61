import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { signedSentNote } from "../../server/sent-note.ts";
import { specRules, toFormData } from "../unit/forms/spec-rules.ts";
import { requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

/**
 * The sent note is signed (decision 453): the page a form moves on to shows a reference only from a note this
 * site issued, and any other cookie, a forged or made-up one, gets the prerendered file at a static read's
 * cost; the page rendered for a real note arrives compressed like the file.
 */
const SECRET = "a test key for sent notes, long enough to pass";
let server: ServerProcess;

beforeAll(async () => {
  requireBuild();
  server = await startServerProcess({
    LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "sent-note-")), "leads.sqlite"),
    SENT_NOTE_SECRET: SECRET,
  });
});

afterAll(async () => {
  await server?.kill("SIGTERM");
});

const read = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { headers: { "accept-encoding": "br", ...(cookie === undefined ? {} : { cookie }) } });

/** What a read answered from the prerendered file looks like: cached briefly, with its ETag, its bytes the file's. */
async function expectPrerendered(path: string, cookie: string) {
  const file = await (await read(path)).text();
  const answer = await read(path, cookie);
  expect([answer.status, answer.headers.get("cache-control"), answer.headers.get("set-cookie")]).toEqual([
    200,
    "public, max-age=60, stale-while-revalidate=600",
    null,
  ]);
  expect(answer.headers.get("etag")).not.toBeNull();
  expect(await answer.text()).toBe(file);
}

test("a real note shows its reference once on the page the form moved on to, compressed like the file", async () => {
  const valid = specRules.find((rules) => rules.form === "evaluation")!.valid;
  const body = new URLSearchParams([...toFormData("evaluation", valid, { consent: "true" })].map(([k, v]) => [k, String(v)]));
  const posted = await fetch(`${server.url}/evaluation/business`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body,
    redirect: "manual",
  });
  expect([posted.status, posted.headers.get("location")]).toEqual([303, "/thank-you"]);
  const cookie = posted.headers.get("set-cookie")!.split(";")[0]!;
  const page = await read("/thank-you", cookie);
  expect([page.status, page.headers.get("content-encoding"), page.headers.get("cache-control")]).toEqual([200, "br", "no-store"]);
  expect(await page.text()).toMatch(/SC-[0-9A-Z]{4}-[0-9A-Z]{4}/);
});

test("a forged note, with any reference and no signature of the site's, gets the prerendered page", async () => {
  await expectPrerendered("/thank-you", "sent-note=evaluation.SC-ZZZZ-ZZZZ");
});

test("a junk note on the home page costs a static read: the prerendered file, not a render", async () => {
  await expectPrerendered("/", "sent-note=migration.");
  await expectPrerendered("/ru/", `sent-note=migration.SC-HACK-ED22.9999999999.${"A".repeat(22)}`);
});

test("a note the site signed is shown until it expires, and a stale one is the prerendered page", async () => {
  const now = Math.floor(Date.now() / 1000);
  const fresh = await read(
    "/thank-you",
    `sent-note=${signedSentNote(SECRET, { formId: "evaluation", reference: "SC-7K2M-9QXR" }, now + 60)}`,
  );
  expect(await fresh.text()).toContain("SC-7K2M-9QXR");
  await expectPrerendered(
    "/thank-you",
    `sent-note=${signedSentNote(SECRET, { formId: "evaluation", reference: "SC-7K2M-9QXR" }, now - 1)}`,
  );
});
