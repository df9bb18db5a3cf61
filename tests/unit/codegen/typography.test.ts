import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { formatProblem } from "../../../codegen/problems.ts";
import { NBSP, typeset } from "../../../codegen/typography.ts";
import { codegenIn, copyContent, editFile, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

/** Non-breaking spaces shown as ⍽ and word joiners as ⁀, so an expectation reads as the rule it pins. */
const shown = (text: string) => text.replaceAll(NBSP, "⍽").replaceAll("\u2060", "⁀");

describe("Russian and Uzbek texts are typeset at build", () => {
  test.each([
    ["a dash never starts a line", "каждый бизнес — и остаётся", "каждый бизнес⍽— и⍽остаётся"],
    ["a number keeps its unit", "в течение 14 дней, сеть 100 Гбит/с, SLA 99,999 %", "в⍽течение 14⍽дней, сеть 100⍽Гбит/⁀с, SLA 99,999⍽%"],
    ["a percent sign typed without a space gets one, as figures written as data have", "До 75%, на 25%", "До 75⍽%, на 25⍽%"],
    ["a grouped figure stays whole", "Более 250 000 $", "Более 250⍽000⍽$"],
    ["one-letter prepositions and conjunctions keep the next word", "и в Центральной Азии, а я с вами", "и⍽в⍽Центральной Азии, а⍽я⍽с⍽вами"],
    ["a sign keeps its number", "< 2 мс, № 58", "<⍽2⍽мс, №⍽58"],
    ["three dots are an ellipsis", "Отправка...", "Отправка…"],
    ["«№» and an abbreviation keep what follows", "№ ЗРУ-547, г. Ташкент, ст. 17", "№⍽ЗРУ-547, г.⍽Ташкент, ст.⍽17"],
    ["a range and a compound unit never break inside", "0,12–0,24 $/ч, 4–8 ГБ, 9:00–18:00", "0,12–⁀0,24⍽$/⁀ч, 4–⁀8⍽ГБ, 9:00–⁀18:00"],
  ])("Russian: %s", (_, text, expected) => {
    expect(shown(typeset(text, "ru"))).toBe(expected);
  });

  test("placeholders, link targets, code, URLs and e-mail addresses stay byte for byte", () => {
    const text =
      "от {{priceHourly}} и {n} из {total|0} — [страница 2](/docs/a...b) `a ... b` https://example.com/a...b sales@silkway.example";
    expect(shown(typeset(text, "ru"))).toBe(
      "от {{priceHourly}} и⍽{n} из {total|0}⍽— [страница 2](/docs/a...b) `a ... b` https://example.com/a...b sales@silkway.example",
    );
  });

  test("Uzbek keeps a number with its unit and sets the ellipsis, but has no Russian prepositions or dash rule", () => {
    expect(shown(typeset("Yuborilmoqda... 5,26 daqiqa — 25 foizga, a va o", "uz"))).toBe("Yuborilmoqda… 5,26⍽daqiqa — 25⍽foizga, a va o");
    // Uzbek writes "99,999%" without a space; its ranges and units stay whole like Russian ones.
    expect(shown(typeset("99,999%, 2–4 vCPU, 100 Gbit/s", "uz"))).toBe("99,999%, 2–⁀4⍽vCPU, 100⍽Gbit/⁀s");
  });

  test("English is written as its authors typed it, except that a number, a range and a unit never break", () => {
    expect(typeset("Sending... in 14 days — a plan", "en")).toBe(`Sending... in 14${NBSP}days — a plan`);
    expect(typeset("2-4 vCPU, $0.23-$0.46/hr, 24/7, $5/user/month, < 2 ms, on 2026-11-27", "en")).toBe(
      `2-\u20604${NBSP}vCPU, $0.23-\u2060$0.46/\u2060hr, 24/7, $5/user/\u2060month, <${NBSP}2${NBSP}ms, on 2026-11-27`,
    );
    expect(typeset("0,12–0,24 $/ч", "ru")).toBe(`0,12–\u20600,24${NBSP}$/\u2060ч`);
  });

  test("the build sets a translation's texts, and leaves English shown in its place, anchors and option values as written", () => {
    const root = copyContent();
    // An English text a translation leaves out is shown in English on the Russian page.
    for (const locale of ["ru", "uz"])
      editFile(root, `content/pages/about.${locale}.yaml`, (text) => text.replace(/^description: .*\n/m, ""));
    editFile(root, "content/pages/about.yaml", (text) =>
      text.replace(/^description: .*$/m, "description: Since 2020 we build the enterprise cloud of Central Asia, up in 14 days — a plan."),
    );
    expect(codegenIn(root).problems.map(formatProblem)).toEqual([]);
    const generated = (file: string) => readFileSync(join(root, "generated", file), "utf8");
    const russianAbout = generated("content/ru/about.ts");
    expect(russianAbout).toContain("up in 14 days — a plan.");
    expect(russianAbout).toContain(`"О${NBSP}Silkway Cloud${NBSP}— миссия`);
    const russianEvaluation = generated("forms/ru/evaluation.ts");
    expect(russianEvaluation).toContain(`"value": "10k-50k"`);
    expect(russianEvaluation).toContain(`До 10${NBSP}000${NBSP}$`);
    const russianSite = generated("sites/ru.ts");
    expect(russianSite).toContain(`"value": "14${NBSP}дней"`);
  });
});

describe("typography a typesetter cannot fix stops the build at its place", () => {
  test("a decimal point in a Russian figure; a version, a clause number and a date keep theirs", () => {
    const root = copyContent();
    editFile(root, "content/site.ru.yaml", (text) =>
      text
        .replace("downtime: { label: Максимальный простой в год }", "downtime: { label: Максимальный простой в год — 5.26 минуты }")
        .replace("responseTime: { value: 1 час,", "responseTime: { value: 1 час по TLS 1.3 от 02.07.2019,"),
    );
    editFile(root, "content/pages/pricing.ru.yaml", (text) => text.replace('hourly: "0,23–0,46 $/ч"', 'hourly: "0.23–0,46 $/ч"'));
    expect(codegenIn(root).problems.map(formatProblem).join("\n")).toMatchInlineSnapshot(`
      "content/pages/pricing.ru.yaml:32:39  sections.1.rows.1.hourly  CG190 "0.23" has a decimal point; Russian writes 0,23
          hint: Write the decimal comma Russian uses (5,26; 99,999 %). A version (TLS 1.3) or a clause number (1.2 Исключения) may keep its point.
      content/site.ru.yaml:80:22  claims.downtime.label  CG190 "5.26" has a decimal point; Russian writes 5,26
          hint: Write the decimal comma Russian uses (5,26; 99,999 %). A version (TLS 1.3) or a clause number (1.2 Исключения) may keep its point."
    `);
  });

  test("an apostrophe Uzbek does not use, and a Cyrillic letter in an Uzbek file", () => {
    const root = copyContent();
    editFile(root, "content/site.uz.yaml", (text) =>
      text
        .replace("responseTime: { value: 1 soat,", "responseTime: { value: 1 soat bo'lim,")
        .replace("closeMenu: Menyuni yopish", "closeMenu: Menyuni yopish, taʻsir va goʼzal"),
    );
    editFile(root, "content/pages/about.uz.yaml", (text) => text.replace("beri Markaziy Osiyo", "beri Марказий Osiyo"));
    expect(codegenIn(root).problems.map(formatProblem).join("\n")).toMatchInlineSnapshot(`
      "content/pages/about.uz.yaml:3:14  description  CG192 "Марказий" has Cyrillic letters; Uzbek text is in Latin script
          hint: The Uzbek site is in Latin script: retype the word in Latin letters (a Cyrillic о or с looks Latin but breaks search and hyphenation).
      content/site.uz.yaml:85:26  claims.responseTime.value  CG191 "bo'lim" has ' (U+0027); Uzbek writes ʻ (U+02BB) here
          hint: Uzbek Latin writes oʻ and gʻ with ʻ (U+02BB) and the tutuq belgisi with ʼ (U+02BC); replace ' ’ ‘ or \` with the right one.
      content/site.uz.yaml:121:14  labels.closeMenu  CG191 "goʼzal" has ʼ (U+02BC); Uzbek writes ʻ (U+02BB) here
          hint: Uzbek Latin writes oʻ and gʻ with ʻ (U+02BB) and the tutuq belgisi with ʼ (U+02BC); replace ' ’ ‘ or \` with the right one.
      content/site.uz.yaml:121:14  labels.closeMenu  CG191 "taʻsir" has ʻ (U+02BB); Uzbek writes ʼ (U+02BC), the tutuq belgisi here
          hint: Uzbek Latin writes oʻ and gʻ with ʻ (U+02BB) and the tutuq belgisi with ʼ (U+02BC); replace ' ’ ‘ or \` with the right one."
    `);
  });
});

test("an English range typed with a hyphen stops codegen, naming the en dash; dates and a standard's part pass", () => {
  const root = copyContent();
  editFile(root, "content/pages/pricing.yaml", (text) => text.replace("2–4 vCPUs", "2-4 vCPUs"));
  editFile(root, "content/site.yaml", (text) => text.replace("$0.12–$0.24/hr", "$0.12-$0.24/hr"));
  editFile(root, "content/pages/about.yaml", (text) => text.replace("ISO/IEC 20000-1", "ISO/IEC 20000-1 since 2023-05"));
  const found = codegenIn(root)
    .problems.filter((problem) => problem.code === "CG215")
    .map((problem) => formatProblem(problem).split("\n")[0]);
  expect(found).toEqual([
    expect.stringMatching(
      /^content\/pages\/pricing\.yaml:\d+:\d+  sections\.1\.intro  CG215 "2-4" joins a range with a hyphen; write 2–4$/,
    ),
    expect.stringMatching(
      /^content\/site\.yaml:\d+:\d+  claims\.priceHourly\.value  CG215 "\$0\.12-\$0\.24" joins a range with a hyphen; write \$0\.12–\$0\.24$/,
    ),
  ]);
});
