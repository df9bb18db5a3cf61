import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { publishedConsents } from "#generated/consent-register.ts";
import { formsByLocale } from "#generated/forms/by-locale.ts";
import { sites } from "#generated/sites/index.ts";
import type { Locale } from "#model/schema/locales.ts";
import { startServerProcess } from "../reliability/support/server-process.ts";
import { exportedLeads } from "../support/stored-leads.ts";
import { startCrmStandIn } from "../unit/leads/support/crm-stand-in.ts";
import { acknowledgeStatus, expect, test as base } from "./fixtures.ts";
import { contactForm } from "./support/fill-forms.ts";
import { uniqueEmail } from "./support/leads.ts";
import { validValue } from "./support/valid-values.ts";

/** A production server of its own that forwards leads to a CRM stand-in on loopback, and its store. */
const test = base.extend<object, { site: { url: string; store: string; crm: Awaited<ReturnType<typeof startCrmStandIn>> } }>({
  site: [
    async ({}, use) => {
      const crm = await startCrmStandIn();
      const store = join(mkdtempSync(join(tmpdir(), "e2e-consent-")), "leads.sqlite");
      const server = await startServerProcess({ LEADS_DB_PATH: store, FIRST_VISIT_RESET: "off", CRM_URL: crm.url, CRM_API_KEY: "key" });
      await use({ url: server.url, store, crm });
      await server.kill("SIGTERM");
      await crm.close();
    },
    { scope: "worker" },
  ],
});

const contactPage: Record<Locale, string> = { en: "/contact", ru: "/ru/contact", uz: "/uz/contact" };

for (const locale of ["en", "ru", "uz"] as const) {
  const form = formsByLocale[locale]["contact"]!;
  const required = form.definition.fields.filter((field) => field.type !== "rows" && field.rules.some((rule) => rule.rule === "required"));

  test(`${locale}: the contact form asks for consent above its button, refuses a post without it in its language, keeps what was typed, and a lead records and forwards it`, async ({
    page,
    site,
    consoleErrors,
  }) => {
    const email = uniqueEmail(`consent-${locale}`);
    await page.goto(new URL(contactPage[locale], site.url).href);
    const scope = contactForm(page);
    for (const field of required) {
      if (field.type === "rows") continue;
      await scope.getByLabel(field.label, { exact: true }).fill(validValue(field, locale, email));
    }
    const box = scope.getByRole("checkbox");
    await expect(box).not.toBeChecked();
    // The form posts the version of the text it shows, beside the box.
    await expect(scope.locator('input[type="hidden"][name="consentVersion"]')).toHaveValue(form.consent.version);
    // The policy opens in a new tab beside the form, in the form's language.
    const policy = scope.getByRole("link", { name: form.consent.policy.label });
    await expect(policy).toHaveAttribute("href", form.consent.policy.href);
    await expect(policy).toHaveAttribute("target", "_blank");

    await scope.getByRole("button", { name: form.definition.submitLabel }).click();
    const unticked = sites[locale].consent.required;
    await expect(scope.locator(`#${await box.getAttribute("id")}-error`)).toHaveText(unticked);
    await expect(scope.getByRole("alert").getByRole("link", { name: unticked })).toBeVisible();
    await expect(scope.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    const firstRequired = required[0]!;
    await expect(scope.getByLabel(firstRequired.label, { exact: true })).not.toHaveValue("");
    expect(exportedLeads({ LEADS_DB_PATH: site.store }).filter((lead) => lead.fields.email === email)).toEqual([]);
    acknowledgeStatus(consoleErrors, 400);

    await scope.getByRole("checkbox").check();
    await scope.getByRole("button", { name: form.definition.submitLabel }).click();
    await expect(page.getByText(form.definition.success.message).first()).toBeVisible();

    // Read back as an operator does: npm run leads -- export.
    const [lead] = exportedLeads({ LEADS_DB_PATH: site.store }).filter((row) => row.fields.email === email);
    expect(lead?.consent).toMatchObject({ version: form.consent.version, locale });
    expect(Date.parse(lead?.consent?.at ?? "")).toBeGreaterThan(Date.now() - 120_000);
    expect(lead?.fields).not.toHaveProperty("consent");

    // And as the CRM receives it.
    await expect
      .poll(() => site.crm.requests.find((request) => (request.body as { email?: string }).email === email)?.body)
      .toMatchObject({ consentVersion: form.consent.version, consentLocale: locale, consentAt: lead?.consent?.at });
  });
}

test("the JSON API takes the same consent: without it 400 and nothing stored; with it stored, exported and forwarded, asserted by the caller unless it names a published text", async ({
  request,
  site,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "no page is involved: once is enough");
  const email = uniqueEmail("consent-api");
  const body = { name: "Aziz Karimov", email, message: "Forty vCPUs in Tashkent, please.", locale: "uz" };
  const refused = await request.post(new URL("/api/contact", site.url).href, { data: body });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ fields: { consent: sites.uz.consent.required } });
  // The text "true" is what a form's box posts; JSON says yes with `true`.
  const asText = await request.post(new URL("/api/contact", site.url).href, { data: { ...body, consent: "true" } });
  expect(asText.status()).toBe(400);
  expect(await asText.json()).toMatchObject({ fields: { consent: sites.uz.consent.required } });

  const accepted = await request.post(new URL("/api/contact", site.url).href, { data: { ...body, consent: true } });
  expect(accepted.status()).toBe(201);
  const stored = exportedLeads({ LEADS_DB_PATH: site.store }).filter((row) => row.fields.email === email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ consent: { version: "asserted by caller", locale: "uz" } });
  await expect
    .poll(() => site.crm.requests.find((sent) => (sent.body as { email?: string }).email === email)?.body)
    .toMatchObject({ consentVersion: "asserted by caller", consentLocale: "uz" });

  const shownEmail = uniqueEmail("consent-api-shown");
  const shown = formsByLocale.uz["home-contact"]!.consent.version;
  const named = await request.post(new URL("/api/contact", site.url).href, {
    data: { ...body, email: shownEmail, consent: true, consentVersion: shown },
  });
  expect(named.status()).toBe(201);
  const [lead] = exportedLeads({ LEADS_DB_PATH: site.store }).filter((row) => row.fields.email === shownEmail);
  expect(lead).toMatchObject({ consent: { version: shown, locale: "uz" } });
});

/** A contact post as the Russian page's form sends it, naming the consent text `version`. */
function russianContactPost(email: string, version: string): Record<string, string> {
  return {
    formId: "contact",
    firstName: "Дильноза",
    email,
    subject: "Частное облако",
    message: "Позвоните мне, пожалуйста, по поводу частного облака.",
    consent: "true",
    consentVersion: version,
  };
}

test("a contact post naming a consent text the site never published is refused on all three doors in its language, values kept, nothing stored", async ({
  request,
  site,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the doors are posted to directly: once is enough");
  const email = uniqueEmail("consent-unpublished");
  const unpublished = sites.ru.consent.unpublished;
  const fields = russianContactPost(email, "deadbeef00000000");

  const page = await request.post(new URL("/ru/contact/", site.url).href, { form: fields });
  expect(page.status()).toBe(400);
  const html = await page.text();
  expect(html).toContain(unpublished);
  expect(html).toContain(`value="${email}"`);

  const island = await request.post(new URL("/forms/ru/contact", site.url).href, {
    multipart: fields,
    headers: { accept: "application/json" },
  });
  expect(island.status()).toBe(400);
  expect(await island.json()).toMatchObject({ status: "invalid", errors: { consent: unpublished }, values: { email } });

  const api = await request.post(new URL("/api/contact", site.url).href, {
    data: {
      name: "Дильноза",
      email,
      message: "Позвоните мне, пожалуйста.",
      consent: true,
      consentVersion: "deadbeef00000000",
      locale: "ru",
    },
  });
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({ fields: { consent: unpublished } });

  expect(exportedLeads({ LEADS_DB_PATH: site.store }).filter((lead) => lead.fields.email === email)).toEqual([]);
});

test("a post naming the text its page showed stores that text, though the site has published a newer one since", async ({
  request,
  site,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the door is posted to directly: once is enough");
  // A Russian page opened before the current text was published still shows the one before it.
  const earlier = publishedConsents.findLast((entry) => entry.locale === "ru" && entry.until !== undefined)!;
  expect(earlier.version).not.toBe(formsByLocale.ru.contact!.consent.version);
  const email = uniqueEmail("consent-earlier");
  const page = await request.post(new URL("/ru/contact/", site.url).href, { form: russianContactPost(email, earlier.version) });
  expect(page.status()).toBe(200);
  const [lead] = exportedLeads({ LEADS_DB_PATH: site.store }).filter((row) => row.fields.email === email);
  expect(lead?.consent).toMatchObject({ version: earlier.version, locale: "ru" });
});
