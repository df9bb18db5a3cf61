import { request } from "node:http";
import { describe, expect, test } from "vitest";
import { form as russianHomeContact } from "#generated/forms/ru/home-contact.ts";
import { validateValues } from "#model/form-module.ts";
import type { CrmPayloads } from "../../server/leads/crm-payload.ts";
import { formPostOf, validInput } from "../unit/leads/support/lead-examples.ts";
import { exportedLeads } from "../support/stored-leads.ts";
import { PG_SKIP_REASON, TEST_DATABASE_URL } from "../unit/leads/support/pg.ts";
import { serverWithCrmStandIn, STORE_KINDS } from "./support/fresh-server.ts";

/*
 * Where a lead came from (the caller's source, the page and its query, the visitor's language) reaches the
 * CRM through a real server and outbox; a page of another site never does, whatever Host a client sends.
 */

type CrmBody = ReturnType<CrmPayloads["payload"]>;

for (const store of STORE_KINDS) {
  const skipped = store === "PostgreSQL" && !TEST_DATABASE_URL;
  describe.skipIf(skipped)(`on ${skipped ? PG_SKIP_REASON : store}`, () => {
    const fixture = serverWithCrmStandIn(`attribution-${store.toLowerCase()}`, 60_000, store);

    /** The body the CRM received for the lead with this e-mail address, once the outbox has sent it. */
    async function crmBodyFor(email: string): Promise<CrmBody> {
      for (let count = 1; ; count += 1) {
        await fixture.crm.waitForRequests(count);
        const found = fixture.crm.requests.find((received) => (received.body as CrmBody).email === email);
        if (found) return found.body as CrmBody;
      }
    }

    type Answer = { status: number; text: string };

    /** A request exactly as written, Host header included (fetch would set its own). */
    function send(method: string, path: string, body: string, headers: Record<string, string>): Promise<Answer> {
      const { hostname, port } = new URL(fixture.server.url);
      return new Promise((resolve, reject) => {
        const req = request(
          { hostname, port, method, path, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } },
          (res) => {
            let text = "";
            res
              .setEncoding("utf8")
              .on("data", (chunk: string) => (text += chunk))
              .on("end", () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    }

    const postJson = (path: string, body: object, headers: Record<string, string> = {}) =>
      send("POST", path, JSON.stringify(body), { "content-type": "application/json", ...headers });

    describe("the source a caller names", () => {
      test("/api/startup keeps the source its caller sent, as /api/partners does", async () => {
        const email = "startup-source@attribution.example";
        const answer = await postJson("/api/startup", { ...validInput.startup, email, source: "partner-portal" });
        expect(answer.status).toBe(201);
        expect(await crmBodyFor(email)).toMatchObject({ email, source: "partner-portal" });
      });

      test("/api/contact without a source is 'website' in the CRM, the spec's default for internal submissions", async () => {
        const email = "contact-default@attribution.example";
        expect((await postJson("/api/contact", { ...validInput["home-contact"], email })).status).toBe(201);
        expect(await crmBodyFor(email)).toMatchObject({ email, source: "website" });
      });
    });

    describe("the visitor's language through the JSON APIs", () => {
      test("a lead sent with locale ru is answered in Russian and reaches the CRM as a Russian lead", async () => {
        const email = "ru-lead@attribution.example";
        const answer = await postJson("/api/contact", { ...validInput["home-contact"], email, locale: "ru" });
        expect(answer.status).toBe(201);
        expect(JSON.parse(answer.text)).toMatchObject({ message: russianHomeContact.definition.success.message });
        expect((await crmBodyFor(email)).message).toMatch(/\n\nLanguage: ru$/);
      });

      test("a Russian request's field messages are the Russian form's", async () => {
        const answer = await postJson("/api/contact", { ...validInput["home-contact"], email: "nope", locale: "ru" });
        expect(answer.status).toBe(400);
        const russianForm = validateValues(russianHomeContact.schema, { ...validInput["home-contact"], email: "nope" });
        expect(russianForm.ok).toBe(false);
        expect(JSON.parse(answer.text)).toMatchObject({ fields: russianForm.ok ? {} : russianForm.errors });
      });

      test("a locale that is not one of the site's languages is a 400 that names them, and nothing is stored", async () => {
        const email = "fr-lead@attribution.example";
        const answer = await postJson("/api/contact", { ...validInput["home-contact"], email, locale: "fr" });
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.text)).toEqual({ error: "locale must be one of: en, ru, uz" });
        expect(exportedLeads(fixture.storeEnv).map((lead) => lead.fields.email)).not.toContain(email);
      });
    });

    /**
     * What a browser without JavaScript does with the home form of the page at `documentUrl`: posts its fields
     * to the form's action, resolved against the page's address (the page itself when there is none), with
     * the page as Referer unless `referer` is false. The answer is the next page, at the address posted to.
     */
    async function postHomeFormWithoutScript(
      documentUrl: string,
      html: string,
      fields: Record<string, string>,
      referer = true,
    ): Promise<{ answer: Answer; url: string }> {
      const tag = /<form id="form-home-contact"[^>]*>/.exec(html)?.[0];
      expect(tag, "the page has the home form").toBeDefined();
      const action = / action="([^"]*)"/.exec(tag!)?.[1]?.replaceAll("&amp;", "&");
      const target = new URL(action ?? documentUrl, documentUrl);
      target.hash = "";
      const body = new URLSearchParams({ formId: "home-contact", ...fields }).toString();
      const headers = { "content-type": "application/x-www-form-urlencoded", ...(referer ? { referer: documentUrl } : {}) };
      return { answer: await send("POST", `${target.pathname}${target.search}`, body, headers), url: target.href };
    }

    describe("the page and its query without JavaScript", () => {
      test("a home form sent again after its errors still brings /?ref=case-studies to the CRM", async () => {
        const email = "nojs-ref@attribution.example";
        const page = `${fixture.server.url}/?ref=case-studies`;
        const first = await postHomeFormWithoutScript(page, await (await fetch(page)).text(), { name: "Ada" });
        expect(first.answer.status).toBe(400);
        const second = await postHomeFormWithoutScript(first.url, first.answer.text, formPostOf("home-contact", { email }));
        expect(second.answer.status).toBe(200);
        expect(await crmBodyFor(email)).toMatchObject({ email, pageUrl: page });
      });

      test("a browser that sends no Referer still brings /?interest=sales to the CRM", async () => {
        const email = "nojs-no-referer@attribution.example";
        const page = `${fixture.server.url}/?interest=sales`;
        const sent = await postHomeFormWithoutScript(page, await (await fetch(page)).text(), formPostOf("home-contact", { email }), false);
        expect(sent.answer.status).toBe(200);
        expect(await crmBodyFor(email)).toMatchObject({ email, pageUrl: page });
      });
    });

    describe("a Host header naming another site", () => {
      const phish = "http://evil.example/login-phish";

      test("does not put that site's page into the CRM through the JSON API", async () => {
        const email = "host-api@attribution.example";
        const answer = await postJson("/api/contact", { ...validInput["home-contact"], email, pageUrl: phish }, { host: "evil.example" });
        expect(answer.status).toBe(201);
        expect(await crmBodyFor(email)).toMatchObject({ email, pageUrl: "" });
      });

      test("does not put that site's page into the CRM through a page's form", async () => {
        const email = "host-form@attribution.example";
        const body = new URLSearchParams({ formId: "home-contact", ...formPostOf("home-contact", { email }) }).toString();
        const answer = await send("POST", "/", body, {
          "content-type": "application/x-www-form-urlencoded",
          host: "evil.example",
          referer: phish,
        });
        expect(answer.status).toBe(200);
        expect(await crmBodyFor(email)).toMatchObject({ email, pageUrl: "" });
      });
    });
  });
}
