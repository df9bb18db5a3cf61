import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { checkTranslations } from "../../../codegen/checks/check-translations.ts";
import { formatFigure } from "../../../codegen/figures.ts";
import { loadContent } from "../../../codegen/load.ts";
import { codegenIn, copyContent, editFile, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

/** Each edit replaces the text a pattern matches (a quoted value, or the rest of a line) with a quoted one. */
type Edits = Record<string, [old: RegExp, text: string][]>;

/** What the translation check reports, `file:line  path  code message`, after the edits on a copy of content/. */
function figureCheck(edits: Edits): string[] {
  const root = copyContent();
  for (const [file, replacements] of Object.entries(edits)) {
    editFile(root, file, (text) =>
      replacements.reduce((result, [old, replacement]) => {
        expect(result, `${old} in ${file}`).toMatch(old);
        return result.replace(old, JSON.stringify(replacement));
      }, text),
    );
  }
  const { content, problems } = loadContent(root);
  expect(problems).toEqual([]);
  const { errors, warnings } = checkTranslations(content!);
  // The edits change English wording on purpose; that a translation is then outdated, or updated and awaiting
  // review, is the lock's check (CG184, CG186).
  return [...errors, ...warnings]
    .filter((problem) => problem.code !== "CG184" && problem.code !== "CG186")
    .map((problem) => `${problem.file}:${problem.line}  ${problem.path}  ${problem.code} ${problem.message}`);
}

const pricingIntro = /(?<=^ {4}intro: ).*2[-–]4 vCPU.*$/m;
const slaIntro = /(?<=id: exclusions\n(?: {4}.*\n)*? {4}intro: ).*$/m;
/** The body of the home page's business-hours card, in each language. */
const salesHours = (title: string) => new RegExp(`(?<=title: ${title}, [^\\n]*body: )"[^"]*"`);

describe("the figure check compares what figures mean, not their digits", () => {
  test("a 24-hour time, a Roman quarter, Tashkent time and a spelled-out count say what English says", () => {
    expect(
      figureCheck({
        "content/pages/home.yaml": [[salesHours("Business Hours"), "Sales: 9AM-6PM (GMT+5), Monday to Friday."]],
        "content/pages/home.ru.yaml": [[salesHours("Часы работы"), "Отдел продаж: пн–пт, 9:00–18:00 (ташкентское время)."]],
        "content/pages/home.uz.yaml": [[salesHours("Ish vaqti"), "Savdo boʻlimi: dushanba–juma, 9:00–18:00 (Toshkent vaqti)."]],
        "content/pages/about.yaml": [[/(?<=title: Kyrgyzstan, body: )"[^"]*"/, "Bishkek — Opening Q4 2025"]],
        "content/pages/about.ru.yaml": [[/(?<=title: Кыргызстан, body: )"[^"]*"/, "Бишкек — открытие в IV кв. 2025 г."]],
        "content/pages/about.uz.yaml": [[/(?<=title: Qirgʻiziston, body: )"[^"]*"/, "Bishkek — 2025-yil 4-choragida ochiladi"]],
        "content/pages/sla-terms.yaml": [[slaIntro, "100% SLA compliance over the last 12 months, audited twice a year."]],
        "content/pages/sla-terms.ru.yaml": [[slaIntro, "Соблюдение SLA на 100 % за последние 12 месяцев, аудит — дважды в год."]],
        "content/pages/sla-terms.uz.yaml": [[slaIntro, "Soʻnggi 12 oy davomida SLA shartlari 100% bajarilgan, audit yiliga ikki marta."]],
      }),
    ).toEqual([]);
  });

  test('an English change that passed unnoticed makes the translation outdated: "2-4 vCPUs" became "2-8 vCPUs", "twice" became "four times a year"', () => {
    expect(
      figureCheck({
        // The text also says "4-8 GB": an 8 is in the translation, but only one where English now has two.
        "content/pages/pricing.yaml": [[pricingIntro, "A general-purpose server with 2-8 vCPUs and 4-8 GB of RAM, on demand."]],
        "content/pages/sla-terms.yaml": [[slaIntro, "100% SLA compliance over the last 12 months, audited four times a year."]],
        "content/pages/sla-terms.ru.yaml": [[slaIntro, "Соблюдение SLA на 100 % за последние 12 месяцев, аудит — дважды в год."]],
        "content/pages/sla-terms.uz.yaml": [[slaIntro, "Soʻnggi 12 oy davomida SLA shartlari 100% bajarilgan, audit yiliga ikki marta."]],
      }),
    ).toEqual([
      "content/pages/pricing.ru.yaml:16  sections.1.intro  CG175 translation outdated: the English figure 8 is not in this text; English is shown",
      "content/pages/pricing.uz.yaml:16  sections.1.intro  CG175 translation outdated: the English figure 8 is not in this text; English is shown",
      "content/pages/sla-terms.ru.yaml:25  sections.3.intro  CG175 translation outdated: the English figure four is not in this text; English is shown",
      "content/pages/sla-terms.uz.yaml:25  sections.3.intro  CG175 translation outdated: the English figure four is not in this text; English is shown",
    ]);
  });
});

describe("figures stored as number and unit are written in each language's format", () => {
  test("the generated Russian and Uzbek content shows the uptime, a claim inside a sentence and the budget options localized; translators are offered no figure", () => {
    const root = copyContent();
    expect(codegenIn(root).problems).toEqual([]);
    const generated = (path: string) => readFileSync(join(root, "generated", path), "utf8");
    const nbsp = "\u00a0";
    expect(generated("site.ts")).toContain('"value": "99.999%"');
    expect(generated("sites/ru.ts")).toContain(`"value": "99,999${nbsp}%"`);
    expect(generated("sites/uz.ts")).toContain('"value": "99,999%"');
    expect(generated("sites/ru.ts")).toContain(`"value": "5,26${nbsp}минуты"`);
    // {{uptime}} inside a sentence of the Russian home page.
    expect(generated("content/ru/home.ts")).toContain(`доступностью 99,999${nbsp}% по SLA (менее 5,26${nbsp}минуты простоя в${nbsp}год)`);
    const budget = (locale: string) => generated(`forms/${locale}evaluation.ts`).match(/"label": "[^"]*50[^"]*000[^"]*"/)?.[0];
    expect(budget("")).toBe('"label": "$10,000 – $50,000"');
    // A word joiner after the range's dash keeps it on one line (docs/decisions/383).
    expect(budget("ru/")).toBe(`"label": "10${nbsp}000–\u206050${nbsp}000${nbsp}$"`);
    expect(budget("uz/")).toBe(`"label": "10${nbsp}000–\u206050${nbsp}000${nbsp}$"`);
    // A translator's editor offers text for a claim's value, never a figure (which only English holds).
    type Schema = { properties: { claims: { additionalProperties: { properties: { value: unknown } } } } };
    const claimValue = (kind: string) =>
      (JSON.parse(generated(`schema/${kind}.json`)) as Schema).properties.claims.additionalProperties.properties.value;
    expect(JSON.stringify(claimValue("site"))).toContain('"unit"');
    expect(claimValue("site-translation")).toEqual({ anyOf: [{ type: "string", minLength: 1 }] });
  });
});

describe("a range keeps the decimals its author wrote at each end, and Russian and Uzbek write the unit once", () => {
  const wj = "\u2060";
  const nbsp = "\u00a0";
  test.each([
    ["en", "99.99% – 99.995%", "99.998% – 99.999%"],
    ["ru", `99,99–${wj}99,995${nbsp}%`, `99,998–${wj}99,999${nbsp}%`],
    ["uz", `99,99–${wj}99,995%`, `99,998–${wj}99,999%`],
  ] as const)("%s", (locale, padded, repeated) => {
    expect(formatFigure({ from: 99.99, to: 99.995, unit: "percent" }, locale)).toBe(padded);
    expect(formatFigure({ from: 99.998, to: 99.999, unit: "percent" }, locale)).toBe(repeated);
  });

  test("a unit that takes another form at each end keeps Intl's range («14–21 день»)", () => {
    expect(formatFigure({ from: 14, to: 21, unit: "day" }, "ru")).toBe(`14–${wj}21${nbsp}день`);
    expect(formatFigure({ from: 10000, to: 50000, unit: "usd" }, "en")).toBe("$10,000 – $50,000");
  });
});
