import { manifest, translatedManifest } from "#generated/manifest.ts";
import { LANGUAGE_TAGS } from "#model/schema/locales.ts";
import { siteUrl } from "#generated/site.ts";
import { site as russian } from "#generated/sites/ru.ts";
import { routeTitles } from "#generated/titles.ts";
import { acknowledgeStatus, expect, test } from "./fixtures.ts";
import { contactForm } from "./support/fill-forms.ts";
import { expectStored, uniqueEmail } from "./support/leads.ts";

const CYRILLIC = /\p{Script=Cyrillic}/u;

test.describe("every page in Russian and Uzbek, over HTTP", () => {
  // One request per route is all these need; the browser projects would only repeat them.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: the same answer with and without JavaScript");

  test("every route of the manifest answers 200 under /ru/ and /uz/ with its language's lang and title", async ({ request }) => {
    expect(translatedManifest.length).toBe(2 * manifest.length);
    for (const route of translatedManifest) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      expect(html, route.path).toContain(`<html lang="${LANGUAGE_TAGS[route.locale]}"`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, route.path).not.toBe(routeTitles[route.englishPath].title);
      if (route.locale === "ru") expect(title, route.path).toMatch(CYRILLIC);
      else expect(title, route.path).not.toMatch(CYRILLIC);
      // Links inside the page stay in its language; the language switcher is the one way out.
      const internal = [...html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)].map((match) => match[1]!);
      const elsewhere = internal.filter((href) => !href.startsWith(`/${route.locale}/`) && !href.startsWith("/og/"));
      const switcher = ["/", "/ru/", "/uz/"].map((home) => (route.englishPath === "/" ? home : `${home}${route.englishPath.slice(1)}`));
      expect(
        elsewhere.filter((href) => !switcher.includes(href)),
        route.path,
      ).toEqual([]);
    }
  });

  test("each language's page names the others: hreflang alternates, x-default English, canonical and og:locale", async ({ request }) => {
    const html = await (await request.get("/ru/pricing")).text();
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/ru/pricing"/>`);
    for (const [lang, href] of [
      ["en", "/pricing"],
      ["ru", "/ru/pricing"],
      ["uz-Latn", "/uz/pricing"],
      ["x-default", "/pricing"],
    ]) {
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="${siteUrl}${href}"/>`, "i"));
    }
    expect(html).toContain('<meta property="og:locale" content="ru_RU"/>');
    const home = await (await request.get("/uz/")).text();
    expect(home).toContain(`<link rel="canonical" href="${siteUrl}/uz/"/>`);
    const withoutSlash = await request.get("/uz", { maxRedirects: 0 });
    expect([withoutSlash.status(), withoutSlash.headers().location]).toEqual([301, "/uz/"]);
  });

  test("the sitemap lists every indexable page in each language with its alternates", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const loc of ["/", "/ru/", "/uz/", "/about", "/ru/about", "/uz/about"]) expect(sitemap).toContain(`<loc>${siteUrl}${loc}</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="uz-Latn" href="${siteUrl}/uz/about"/>`);
    expect(sitemap).not.toContain("/ru/under-construction");
  });

  test("dates are written as each language writes them", async ({ request }) => {
    const updated = (html: string) => /<time dateTime="2026-11-26T09:00:00\+05:00">([^<]*)<\/time>/.exec(html)?.[1];
    expect(updated(await (await request.get("/status")).text())).toBe("November\u00a026,\u00a02026, 09:00\u00a0(GMT+5)");
    // The review's one Russian form for the time zone (R9), from the page's content.
    expect(updated(await (await request.get("/ru/status")).text())).toBe(
      "26\u00a0ноября\u00a02026\u00a0г., 09:00\u00a0по ташкентскому времени (UTC+5)",
    );
    // Uzbek's one form for it (review U17).
    expect(updated(await (await request.get("/uz/status")).text())).toBe(
      "2026-yil\u00a026-noyabr, 09:00\u00a0Toshkent vaqti bilan (UTC+5)",
    );
  });

  test("an unknown path under /ru/ answers 404 with the Russian not-found page, one in /uz/ in Uzbek", async ({ request }) => {
    const russian = await request.get("/ru/no-such-page");
    expect(russian.status()).toBe(404);
    const html = await russian.text();
    expect(html).toContain('<html lang="ru"');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toMatch(CYRILLIC);
    const uzbek = await request.get("/uz/no-such-page");
    expect(uzbek.status()).toBe(404);
    expect(await uzbek.text()).toContain('<html lang="uz-Latn"');
    // A post the server refuses before rendering answers in the page's language too.
    const refused = await request.post("/ru/no-such-page", { form: { a: "1" } });
    expect(refused.status()).toBe(404);
    expect(await refused.text()).toMatch(/<html lang="ru">.*<h1>\p{Script=Cyrillic}/su);
  });

  test("a form post the page refuses answers with the error page in the page's language", async ({ request }) => {
    const refused = await request.post("/ru/contact", { headers: { "Content-Type": "application/json" }, data: "{}" });
    expect(refused.status()).toBe(415);
    const html = await refused.text();
    expect(html).toContain('<html lang="ru"');
    expect(html).toContain(russian.errorPages["415"].title);
    expect(html).toContain(russian.errorPages["415"].body);
  });
});

test.describe("the language switcher", () => {
  test("the footer's language links lead to the same page in the other language, named in their own language", async ({ page }) => {
    await page.goto("/ru/about#stats");
    const languages = page.getByRole("contentinfo").getByRole("navigation", { name: "Язык" });
    await expect(languages.getByRole("link", { name: "Русский" })).toHaveAttribute("aria-current", "page");
    await expect(languages.getByRole("link", { name: "Oʻzbekcha" })).toHaveAttribute("lang", "uz-Latn");
    await languages.getByRole("link", { name: "Oʻzbekcha" }).click();
    await expect(page).toHaveURL(/\/uz\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "uz-Latn");
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the header's language menu opens without a script and leads to the same page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/pricing");
    const header = page.getByRole("banner");
    await header.locator("summary", { hasText: "Language" }).click();
    await header.getByRole("link", { name: "Русский" }).click();
    await expect(page).toHaveURL(/\/ru\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CYRILLIC);
  });
});

test.describe("a form in each language", () => {
  for (const { locale, submitLabel, required, values, sent } of [
    {
      locale: "ru",
      submitLabel: "Отправить сообщение",
      required: "Укажите имя",
      values: (email: string) => ({
        Имя: "Дилноза",
        "Электронная почта": email,
        Тема: "Стоимость частного облака",
        Сообщение: "Позвоните мне, пожалуйста, по поводу частного облака.",
      }),
      sent: "Ваше сообщение успешно отправлено!",
    },
    {
      locale: "uz",
      submitLabel: "Xabar yuborish",
      required: "Ismingizni kiriting",
      values: (email: string) => ({
        Ism: "Dilnoza",
        "Elektron pochta": email,
        Mavzu: "Xususiy bulut narxi",
        Xabar: "Xususiy bulut boʻyicha menga qoʻngʻiroq qiling.",
      }),
      sent: "Xabaringiz muvaffaqiyatli yuborildi!",
    },
  ]) {
    test(`/${locale}/contact validates in its language, then stores the lead`, async ({ page, consoleErrors }) => {
      await page.goto(`/${locale}/contact`);
      const form = contactForm(page);
      const submit = form.getByRole("button", { name: submitLabel });
      await submit.click();
      await expect(form.getByText(required).first()).toBeVisible();
      acknowledgeStatus(consoleErrors, 400);

      const email = uniqueEmail(`contact-${locale}`);
      const filled = values(email);
      for (const [label, value] of Object.entries(filled)) await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole("checkbox").check();
      await submit.click();
      await expect(page.getByText(sent).first()).toBeVisible();
      const lead = await expectStored(email, "contact");
      expect(Object.values(lead.fields)).toEqual(expect.arrayContaining(Object.values(filled)));
    });
  }
});
