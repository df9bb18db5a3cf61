import type { Rule, SingleField } from "#model/schema/index.ts";
import type { Locale } from "#model/schema/locales.ts";

/** Text a visitor of each language types: their own script, Uzbek's ʻ (U+02BB) included. */
const words: Record<Locale, { short: string; long: string }> = {
  en: { short: "Dilnoza Karimova", long: "We need forty virtual machines in Tashkent by March." },
  ru: { short: "Дилноза Каримова", long: "Нужны сорок виртуальных машин в Ташкенте к марту." },
  uz: { short: "Gʻulom Qodirov", long: "Martgacha Toshkentda qirqta virtual mashina kerak, oʻzbekcha." },
};

/**
 * A value that passes every rule of a field, read from the form's generated definition rather than written
 * out per form: a renamed field or a new rule changes what the tests type, never leaves them behind.
 */
export function validValue(field: SingleField, locale: Locale, email: string): string {
  if (field.type === "select") return field.options[0]!.value;
  const bound = (kind: "min" | "max") =>
    field.rules.find((rule): rule is Extract<Rule, { rule: "min" | "max" }> => rule.rule === kind)?.value;
  if (field.type === "number") return String(bound("min") ?? 1);
  const pattern = field.rules.find((rule) => rule.rule === "pattern")?.pattern;
  if (pattern === "email" || field.type === "email") return email;
  if (pattern === "url" || pattern === "website" || field.type === "url") return "https://rocket.uz";
  if (pattern === "phone" || field.type === "tel") return "+998 71 200 00 00";
  if (pattern === "alphanumeric") return "305123456";
  if (pattern === "vmName") return "web-01";
  const text = field.type === "textarea" ? words[locale].long : words[locale].short;
  return text.padEnd(bound("min") ?? 0, ".").slice(0, bound("max") ?? Number.POSITIVE_INFINITY);
}
