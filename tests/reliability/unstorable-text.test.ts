import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { STORABLE_TEXT_MESSAGE } from "#model/storable-text.ts";
import { specRules } from "../unit/forms/spec-rules.ts";
import { createTestDatabase, PG_SKIP_REASON, TEST_DATABASE_URL } from "../unit/leads/support/pg.ts";
import { contactLead, requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

/** PostgreSQL refuses NUL and lone surrogates; a terminal obeys ESC and C1. */
const UNSTORABLE = ["\u0000", "\ud800", "\udc00", "\u001b", "\u0085"];
const contactForm = specRules.find((rules) => rules.form === "contact")!.valid;

/**
 * Against a real server process on each store: every text field of the JSON API and of a form posted
 * without JavaScript answers 400 with the field's message, never a 5xx, and stores nothing.
 */
function describeUnstorableText(
  name: string,
  skip: boolean,
  env: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>,
) {
  describe.skipIf(skip)(name, () => {
    let server: ServerProcess;
    let cleanup: () => Promise<void> = async () => {};

    beforeAll(async () => {
      requireBuild();
      const store = await env();
      cleanup = store.cleanup;
      server = await startServerProcess(store.env);
    });

    afterAll(async () => {
      await server?.kill("SIGTERM");
      await cleanup();
    });

    test("the JSON API answers 400 naming the field for NUL, lone surrogates and control characters", async () => {
      const { body } = contactLead(0, "unused");
      for (const field of ["name", "email", "company", "message"] as const) {
        for (const char of UNSTORABLE) {
          const response = await fetch(`${server.url}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...body, [field]: `${body[field]}${char}x` }),
          });
          expect(response.status, `${field} U+${char.charCodeAt(0).toString(16)}`).toBe(400);
          expect(await response.json()).toMatchObject({ fields: { [field]: STORABLE_TEXT_MESSAGE } });
        }
      }
    });

    test("a form posted without JavaScript answers 400 with the page, for NUL and control characters", async () => {
      for (const field of ["firstName", "subject", "message"]) {
        for (const char of ["\u0000", "\u001b", "\u0085"]) {
          const form = new URLSearchParams({
            formId: "contact",
            ...contactForm,
            [field]: `${String(contactForm[field])}${char}x`,
          } as Record<string, string>);
          const response = await fetch(`${server.url}/contact/`, { method: "POST", body: form, redirect: "manual" });
          expect(response.status, `${field} U+${char.charCodeAt(0).toString(16)}`).toBe(400);
          expect(await response.text()).toContain(STORABLE_TEXT_MESSAGE);
        }
      }
    });

    test("nothing was stored", async () => {
      const response = await fetch(`${server.url}/healthz`);
      expect(await response.json()).toMatchObject({ outbox: { pending: 0, failed: 0 } });
    });
  });
}

describeUnstorableText("SQLite", false, async () => ({
  env: { LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "unstorable-")), "leads.sqlite") },
  cleanup: async () => {},
}));

describeUnstorableText(TEST_DATABASE_URL ? "PostgreSQL" : PG_SKIP_REASON, !TEST_DATABASE_URL, async () => {
  const database = await createTestDatabase("leads_unstorable");
  return { env: { DATABASE_URL: database.url }, cleanup: () => database.drop() };
});
