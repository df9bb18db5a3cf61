import { z } from "zod";
import { text } from "./common.ts";
import { LOCALES, TRANSLATED_LOCALES, type Locale } from "./locales.ts";

/**
 * One or more words, each matched whole and case-insensitively; a word ending in `*` also matches its
 * inflections ("taʼsirlan*" matches "Taʼsirlangan"), and `{{*}}` any quoted value ("в течение {{*}}"
 * matches «в течение {{replyTime}}»). Words are letters and digits, ʻ and ʼ included, with inner
 * hyphens; nothing else: a variant reads as the words it forbids, never as a pattern
 * (codegen/checks/glossary-match.ts compares it with a text's words).
 */
const glossaryVariant = z
  .string()
  .regex(
    /^(?:[\p{L}\p{N}\p{M}]+(?:-[\p{L}\p{N}\p{M}]+)*\*?|\{\{\*\}\})(?: (?:[\p{L}\p{N}\p{M}]+(?:-[\p{L}\p{N}\p{M}]+)*\*?|\{\{\*\}\}))*$/u,
    'must be words separated by single spaces, each optionally ending in * for any ending, or {{*}} for any quoted value (e.g. "mavjudlik*", "облачн* кредит*", "в течение {{*}}")',
  );

type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

const perTranslatedLocale = <Value extends z.ZodType>(value: Value) =>
  z.strictObject(
    Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, value.optional()])) as Record<TranslatedLocale, z.ZodOptional<Value>>,
  );

const variants = z.array(glossaryVariant).min(1);

/** A term in every language of the site, and the words a translation must not use for it. */
const glossaryTerm = z.strictObject({
  ...(Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, typeof text>),
  /** Per language: words or phrases that are wrong for this term; codegen stops at each one in a translation. */
  avoid: perTranslatedLocale(variants).optional(),
  /** Per language: phrases in which an `avoid` word is right after all ("operativ xotira" is RAM). */
  allow: perTranslatedLocale(variants).optional(),
  /** Why: what the wrong word means to a reader, who signed the term off. */
  note: text.optional(),
});

/** content/glossary.yaml: the terms every translation follows. */
export const glossaryFile = z.strictObject({ terms: z.array(glossaryTerm) });

export type GlossaryFile = z.infer<typeof glossaryFile>;
export type GlossaryTerm = z.infer<typeof glossaryTerm>;
