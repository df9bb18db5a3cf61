import { isPlaceholderWarning } from "../../../codegen/checks/check-placeholders.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Problem } from "../../../codegen/problems.ts";
import type { LegalDocument, PageOf, SectionType } from "#model/schema/index.ts";
import { Cards } from "../../../app/sections/Cards.tsx";
import { Hero } from "../../../app/sections/Hero.tsx";
import { LegalView } from "../../../app/sections/LegalView.tsx";
import { PageView, type SectionRenderers } from "../../../app/sections/PageView.tsx";
import { codegenIn, copyContent, editFile, headline, positionOf, removeCopies } from "./fixture.ts";
import type { CodegenResult } from "../../../codegen/run.ts";
import { renderPage } from "./render-page.tsx";

afterAll(removeCopies);

/** The shipped content's placeholder addresses warn in every run (tests/unit/codegen/placeholders.test.ts). */
const shown = (problems: readonly Problem[]) => problems.filter((problem) => !isPlaceholderWarning(problem)).map(headline);

/** An English-only change, as an author makes it before anyone has translated it. */
function changeEnglishOnly(root: string) {
  editFile(root, "content/pages/home.yaml", (text) => text.replace("Monday to Friday, 9:00–18:00", "Monday to Friday, 9:00–19:00"));
  editFile(root, "content/pages/infrastructure.yaml", (text) =>
    text.replace("Biometric access control] }", "Biometric access control, Gas fire suppression] }"),
  );
  editFile(root, "content/legal/terms-of-service.md", (text) =>
    text
      .replace("cancel within 14 days", "cancel within 30 days")
      .replace(
        "## Privacy {#privacy}",
        "## Service Credits {#service-credits}\n\nCredits are paid within one billing cycle.\n\n## Privacy {#privacy}",
      ),
  );
  // The layout's text too: the footer's tagline gains a claim its translations lack.
  editFile(root, "content/site.yaml", (text) =>
    text.replace("local support, global standards.", "local support, global standards, {{uptime}} uptime."),
  );
  // A form field's hint English added: the form island shows it in English meanwhile.
  editFile(root, "content/forms/contact.yaml", (text) =>
    text.replace(/(- name: companyName\n(?: {4}.*\n)*? {4}label: .*\n)/, "$1    hint: As on your registration papers\n"),
  );
}

describe("an English-only change to a figure, a list or a paragraph ships first", () => {
  let root = "";
  let result: CodegenResult;
  beforeAll(() => {
    root = copyContent();
    changeEnglishOnly(root);
    result = codegenIn(root);
  });

  test("codegen warns at each outdated translation, and --strict refuses them", () => {
    expect(shown(result.problems)).toEqual([]);
    const at = (file: string, needle: string, offset: number) => {
      const place = positionOf(root, file, needle);
      return `${file}:${place.line}:${place.col + offset}`;
    };
    expect(shown(result.warnings)).toEqual([
      `${at("content/forms/contact.ru.yaml", "- name: companyName", 2)}  fields.3.hint  CG170 warning: no Russian text for "fields.3.hint": English is shown`,
      `${at("content/forms/contact.uz.yaml", "- name: companyName", 2)}  fields.3.hint  CG170 warning: no Uzbek text for "fields.3.hint": English is shown`,
      `${at("content/legal/terms-of-service.ru.md", "Новые клиенты", 0)}  (markdown)  CG175 warning: translation outdated: the English figure 30 is not in this paragraph; English is shown`,
      `${at("content/legal/terms-of-service.ru.md", "## Конфиденциальность", 0)}  (markdown)  CG177 warning: translation outdated: the English section "Service Credits" {#service-credits} is not in this translation before this heading; English is shown`,
      `${at("content/legal/terms-of-service.uz.md", "Yangi mijozlar", 0)}  (markdown)  CG175 warning: translation outdated: the English figure 30 is not in this paragraph; English is shown`,
      `${at("content/legal/terms-of-service.uz.md", "## Maxfiylik", 0)}  (markdown)  CG177 warning: translation outdated: the English section "Service Credits" {#service-credits} is not in this translation before this heading; English is shown`,
      `${at("content/pages/home.ru.yaml", 'body: "Отдел продаж', 6)}  sections.5.items.3.body  CG175 warning: translation outdated: the English figure 19:00 is not in this text; English is shown`,
      `${at("content/pages/home.uz.yaml", 'body: "Savdo', 6)}  sections.5.items.3.body  CG175 warning: translation outdated: the English figure 19:00 is not in this text; English is shown`,
      `${at("content/pages/infrastructure.ru.yaml", 'bullets: ["Проект уровня Tier III", "Два', 9)}  sections.1.items.0.bullets  CG182 warning: translation outdated: 3 entries; the English list has 4; English is shown`,
      `${at("content/pages/infrastructure.uz.yaml", "bullets:", 9)}  sections.1.items.0.bullets  CG182 warning: translation outdated: 3 entries; the English list has 4; English is shown`,
      `${at("content/site.ru.yaml", "tagline:", 9)}  footer.tagline  CG174 warning: translation outdated: placeholders (none) differ from the English "{{uptime}}"; English is shown`,
      `${at("content/site.uz.yaml", "tagline:", 9)}  footer.tagline  CG174 warning: translation outdated: placeholders (none) differ from the English "{{uptime}}"; English is shown`,
    ]);
    const strict = codegenIn(root, { strict: true });
    expect(strict.problems.filter((problem) => !isPlaceholderWarning(problem)).map((problem) => `${problem.file} ${problem.code}`)).toEqual(
      [
        "content/forms/contact.ru.yaml CG170",
        "content/forms/contact.uz.yaml CG170",
        "content/legal/terms-of-service.ru.md CG175",
        "content/legal/terms-of-service.ru.md CG177",
        "content/legal/terms-of-service.uz.md CG175",
        "content/legal/terms-of-service.uz.md CG177",
        "content/pages/home.ru.yaml CG175",
        "content/pages/home.uz.yaml CG175",
        "content/pages/infrastructure.ru.yaml CG182",
        "content/pages/infrastructure.uz.yaml CG182",
        "content/site.ru.yaml CG174",
        "content/site.uz.yaml CG174",
      ],
    );
  });

  test.each(["ru", "uz"] as const)(
    "/%s/ shows exactly the outdated elements in English, marked lang=en, never the stale figure",
    async (locale) => {
      const renderers = { hero: Hero, cards: Cards } as SectionRenderers<SectionType>;
      const home = await renderPage(root, locale, "home", (page: PageOf<SectionType>) => (
        <PageView page={{ ...page, sections: page.sections.filter((section) => section.type === "cards") }} renderers={renderers} />
      ));
      expect(home).toMatch(/<p [^>]*lang="en"[^>]*>Sales: Monday to Friday, 9:00–19:00 \(GMT\+5\)\.<\/p>/);
      expect(home).not.toContain("18:00");
      // Its card's title is still the translation's, in the page's language.
      expect(home).toMatch(locale === "ru" ? /<h3 class="[^"]*">Часы работы<\/h3>/ : /<h3 class="[^"]*">Ish vaqti<\/h3>/);

      const infrastructure = await renderPage(root, locale, "infrastructure", (page: PageOf<SectionType>) => (
        <PageView page={{ ...page, sections: page.sections.filter((section) => section.id === "data-centers") }} renderers={renderers} />
      ));
      expect(infrastructure).toMatch(/<li [^>]*lang="en"[^>]*>Gas fire suppression<\/li>/);
      expect(infrastructure).toMatch(/<li [^>]*lang="en"[^>]*>Tier III design<\/li>/);
      // The other data centre's bullets are translated, and not marked.
      expect(infrastructure).toMatch(locale === "ru" ? /<li class="[^"]*">Синхронная репликация/ : /<li class="[^"]*">[^<]*replikatsiya/i);

      // The layout's English text is in every page's list, which the page route hands the header and footer.
      for (const module of ["home", "terms-of-service"])
        expect(readFileSync(join(root, `generated/content/${locale}/${module}.ts`), "utf8")).toMatch(
          /shownInEnglish: readonly string\[\] = \[[^\]]*"Enterprise cloud built in Central Asia, for Central Asia\. Local data, local support, global standards, [^"]+ uptime\."/,
        );

      // The form island marks its texts from its module (it starts without the router).
      expect(readFileSync(join(root, `generated/forms/${locale}/contact.ts`), "utf8")).toMatch(
        /shownInEnglish: readonly string\[\] = \[\s*"As on your registration papers"\s*\]/,
      );

      const terms = await renderPage(root, locale, "terms-of-service", (page: LegalDocument) => <LegalView page={page} />);
      expect(terms).toContain('<p lang="en">New customers may cancel within 30 days');
      expect(terms).not.toMatch(/14 (дней|kun)/);
      // The section English added stands before the translated heading it comes before, with its anchor.
      expect(terms).toMatch(
        /<h2 id="service-credits" lang="en">Service Credits<\/h2><p lang="en">Credits are paid within one billing cycle\.<\/p><h2 id="privacy">/,
      );
    },
  );
});
