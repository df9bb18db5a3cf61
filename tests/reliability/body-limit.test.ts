import { expect, test } from "vitest";
import type { ClientRequest } from "node:http";
import { sites } from "#generated/sites/index.ts";
import { escapeHtml } from "#model/escape-html.ts";
import { form as migrationForm } from "#generated/forms/migration.ts";
import { CONSENT_VERSION_FIELD } from "#model/schema/consent-label.ts";
import { formBodyLimitOf, MAX_FORM_BODY_BYTES } from "../../server/body-limit.ts";
import { postUntilAnswered, streamOversizeForm } from "../support/post-until-answered.ts";
import { leadsFor } from "../support/stored-leads.ts";
import { serverOnFreshStore } from "./support/fresh-server.ts";

const fresh = serverOnFreshStore("body-limit");

/** The biggest request the migration wizard accepts: 1,000 VMs (the server's row cap) at every field's limit, Cyrillic text. */
function largestMigrationRequest(email: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    formId: "migration",
    intent: "submit",
    step: "2",
    fullName: "Ж".repeat(100),
    email,
    phone: "+998 90 123 45 67",
    companyName: "Ж".repeat(100),
    tin: "123456789012",
    comments: "Ж".repeat(1000),
    consent: "true",
    [CONSENT_VERSION_FIELD]: migrationForm.consent.version,
  })) {
    form.set(name, value);
  }
  for (let index = 0; index < 1000; index += 1) {
    form.set(`vms.${index}.name`, `vm-${index}-`.padEnd(64, "x"));
    form.set(`vms.${index}.cpu`, "128");
    form.set(`vms.${index}.ram`, "1024");
    form.set(`vms.${index}.storage`, "10000");
    form.set(`vms.${index}.os`, "Windows");
  }
  return form;
}

test("the largest migration request a visitor can send fits the limit with room to spare, and is stored", async () => {
  const email = `largest-${Date.now()}@reliability.example`;
  const form = largestMigrationRequest(email);
  const multipart = (await new Response(form).arrayBuffer()).byteLength;
  const urlEncoded = new URLSearchParams(form as unknown as Record<string, string>).toString().length;
  expect(Math.max(multipart, urlEncoded) * 1.5).toBeLessThan(MAX_FORM_BODY_BYTES);

  const response = await fetch(`${fresh.server.url}/migration-request`, { method: "POST", body: form });
  expect(response.status).toBe(200);
  expect(leadsFor(email, fresh.store).map((lead) => [lead.kind, (lead.fields.vms as unknown[]).length])).toEqual([["migration", 1000]]);
});

test("a form post that declares more than the limit is answered 413 with a readable page before its body is sent", async () => {
  const answer = await postUntilAnswered(`${fresh.server.url}/contact`, { "content-length": String(200 * 1024 * 1024) }, async (req) => {
    req.write("formId=contact&name=");
  });
  expect(answer.status).toBe(413);
  expect(answer.headers.connection).toBe("close");
  expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  expect(answer.body).toContain("<title>Request Too Large");
  expect(answer.body).toContain("What you sent is larger than this site accepts.");
});

test("a post heavier than its page's forms can be at their fields' limits is answered 413 before a byte is read", async () => {
  // The contact form at every field's limit weighs about 80 KB: a megabyte to it can only be an attack.
  const limit = formBodyLimitOf("/ru/contact");
  expect(limit).toBeLessThan(128 * 1024);
  const overweight = `formId=contact&message=${"a".repeat(limit)}`;
  const sendWhole = async (req: ClientRequest) => void req.end(overweight);
  const over = await postUntilAnswered(`${fresh.server.url}/ru/contact`, { "content-length": String(overweight.length) }, sendWhole);
  expect([over.status, over.headers["content-type"]]).toEqual([413, "text/html; charset=utf-8"]);
  expect(over.body).toContain(escapeHtml(sites.ru.errorPages["413"].body));
  // Its island's door answers the same in JSON, which the live form shows in place.
  const island = await postUntilAnswered(
    `${fresh.server.url}/forms/ru/contact`,
    { "content-length": String(overweight.length) },
    sendWhole,
  );
  expect(island.status).toBe(413);
  expect(JSON.parse(island.body)).toEqual({
    formId: "contact",
    status: "failed",
    values: {},
    step: 0,
    message: sites.ru.errorPages["413"].body,
  });
  // A post of exactly that weight is read and answered as a form: every field past its limit is named.
  const values = "a".repeat(Math.floor((limit - 200) / 2));
  const atLimit = new URLSearchParams({ formId: "contact", subject: values }).toString().slice(0, limit);
  const answered = await fetch(`${fresh.server.url}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: atLimit,
  });
  expect(answered.status).toBe(400);
  const html = await answered.text();
  expect(html).toContain("Please shorten this to at most 200 characters.");
  // The refused value is written back cut at twice its limit (decision 471): the answer never carries the
  // megabyte again, and the value shown is still over the limit its message names.
  expect(html).toContain(`value="${"a".repeat(400)}"`);
  expect(html).not.toContain("a".repeat(401));
});

test("a streamed form body is cut off at the limit: 413 long before the client has sent it all", async () => {
  // The client stops writing only once it has read the answer, while the server drops what still arrives
  // (decision 010): on a loaded machine that took it past 16 MB. 256 MB keeps "long before" about the server.
  const total = 256 * 1024 * 1024;
  const answer = await streamOversizeForm(`${fresh.server.url}/migration-request`, total);
  expect(answer.status).toBe(413);
  expect(answer.sent).toBeLessThan(total / 4);
  // The server is still there for everyone else.
  expect((await fetch(`${fresh.server.url}/contact`)).status).toBe(200);
});
