import { occurrences, parseVariant, wordsOf, type Span, type Variant, type Words } from "./glossary-match.ts";
import type { Content, Loaded } from "../load.ts";
import { markdownPosition, type ParsedMarkdown } from "../markdown.ts";
import { perObject, perPair } from "../per-object.ts";
import type { Problem } from "../problems.ts";
import type { GlossaryFile, GlossaryTerm } from "#model/schema/glossary.ts";
import { LANGUAGE_NAMES_IN_ENGLISH, TRANSLATED_LOCALES, type Locale } from "#model/schema/locales.ts";
import type { TranslationFile } from "../translation-files.ts";
import { findInTexts, problemAt, type YamlSource } from "../yaml-source.ts";

type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** One term's rule for one language, compiled. */
interface Rule {
  term: GlossaryTerm;
  use: string;
  avoid: Variant[];
  allow: Variant[];
}

/** The words of `text` a rule forbids, unless an allowed phrase around them makes them right. */
function forbidden(rule: Rule, text: Words): Span[] {
  const allowed = rule.allow.flatMap((variant) => occurrences(variant, text));
  return rule.avoid
    .flatMap((variant) => occurrences(variant, text))
    .filter(({ index, text: word }) => !allowed.some((span) => span.index <= index && index + word.length <= span.index + span.text.length))
    .sort((a, b) => a.index - b.index);
}

function rulesFor(terms: readonly GlossaryTerm[], locale: TranslatedLocale): Rule[] {
  return terms
    .filter((term) => term.avoid?.[locale])
    .map((term) => ({
      term,
      use: term[locale],
      avoid: (term.avoid?.[locale] ?? []).map(parseVariant),
      allow: (term.allow?.[locale] ?? []).map(parseVariant),
    }));
}

interface Finding extends Span {
  message: string;
}

/** What every rule finds in a text, in order; where two terms find overlapping words, the first, longer one speaks. */
function findings(rules: readonly Rule[], text: string): Finding[] {
  const words = wordsOf(text);
  const found = rules
    .flatMap((rule) =>
      forbidden(rule, words).map((span) => ({
        ...span,
        message: `"${span.text.replace(/\s+/gu, " ")}" is not the glossary's term for "${rule.term.en}": write "${rule.use}"`,
      })),
    )
    .sort((a, b) => a.index - b.index || b.text.length - a.text.length);
  return found.filter((finding, index) => found.slice(0, index).every((before) => before.index + before.text.length <= finding.index));
}

/**
 * Every word of a translation that content/glossary.yaml forbids for its language (CG180), at its line
 * and column, and every term of the glossary that contradicts itself (CG181). Search phrases (`keywords`)
 * are checked too: a page found by «облачные кредиты» promises a loan to a bank's reader (review, glossary).
 */
export function checkGlossary(content: Content): Problem[] {
  const glossary = content.glossary;
  if (!glossary) return [];
  const problems = [...glossaryRules(glossary).problems];
  for (const translation of content.translations) problems.push(...checkTranslation(glossary, translation));
  return problems;
}

/** The glossary's own problems and each language's rules, once per glossary version in a session. */
const glossaryRules = perObject((glossary: Loaded<GlossaryFile>) => {
  const { problems, sound } = checkTerms(glossary.data.terms, glossary.source);
  return { problems, rules: new Map<Locale, Rule[]>(TRANSLATED_LOCALES.map((locale) => [locale, rulesFor(sound, locale)])) };
});

/** One translation checked against the glossary, once per pair of their versions in a session (codegen/per-object.ts). */
const checkTranslation = perPair((glossary: Loaded<GlossaryFile>, translation: TranslationFile): Problem[] => {
  const rules = glossaryRules(glossary).rules.get(translation.locale) ?? [];
  if (rules.length === 0) return [];
  return [...checkYaml(rules, translation), ...(translation.body ? checkMarkdown(rules, translation.source.file, translation.body) : [])];
});

function checkYaml(rules: readonly Rule[], translation: TranslationFile): Problem[] {
  const { file } = translation.source;
  return findInTexts(translation.source.texts(), (text) => findings(rules, text)).map(({ path, line, col, found }) => ({
    file,
    line,
    col,
    path,
    code: "CG180" as const,
    message: found.message,
  }));
}

function checkMarkdown(rules: readonly Rule[], file: string, body: ParsedMarkdown): Problem[] {
  const position = markdownPosition(body);
  return findings(rules, body.text).map((finding) => ({
    file,
    ...position(finding.index),
    path: "(markdown)",
    code: "CG180" as const,
    message: finding.message,
  }));
}

/**
 * A term defined twice, or whose own word is one it forbids, would make right translations wrong: it is
 * reported once here, and left out of the check of the texts rather than reported at each of them.
 */
function checkTerms(terms: readonly GlossaryTerm[], source: YamlSource): { problems: Problem[]; sound: GlossaryTerm[] } {
  const problems: Problem[] = [];
  const sound = terms.filter((term, index) => {
    const before = problems.length;
    const first = terms.findIndex((other) => other.en.toLowerCase() === term.en.toLowerCase());
    if (first < index) {
      problems.push(problemAt(source, ["terms", index, "en"], "CG181", `"${term.en}" is already a term (terms.${first}); merge the two`));
    }
    for (const locale of TRANSLATED_LOCALES) {
      const [rule] = rulesFor([term], locale);
      const [clash] = rule ? forbidden(rule, wordsOf(rule.use)) : [];
      if (clash) {
        problems.push(
          problemAt(
            source,
            ["terms", index, locale],
            "CG181",
            `the ${LANGUAGE_NAMES_IN_ENGLISH[locale]} term "${rule!.use}" contains "${clash.text}", which this term's avoid list forbids`,
          ),
        );
      }
    }
    return problems.length === before;
  });
  return { problems, sound };
}
