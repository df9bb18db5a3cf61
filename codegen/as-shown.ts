import { resolveClaims } from "./claims.ts";
import { withBuildYear } from "./copyright.ts";
import { formatFigures } from "./figures.ts";
import { withUnpublished, type LegalPath } from "./legal-placeholders.ts";
import type { Content } from "./load.ts";
import { perObjectWith } from "./per-object.ts";
import type { Locale } from "#model/schema/locales.ts";
import { withoutUnproven } from "./proof.ts";

/**
 * A language's content as its visitors read it: every figure written in the language, every `{{claim}}`
 * (and `{{contacts.…}}`, `{{legal.…}}`) replaced by its text there, a legal detail not supplied yet by the
 * language's "not yet published" wording (`unpublished`, found in English), no claim whose certificate is
 * still pending (`unproven`, docs/decisions/465), and the build's year in the copyright.
 * Made once per edition, after the checks, so the generated modules and the route titles read the same
 * finished text (the shape is the English file's, so paths noted on the content still hold).
 */
export function contentAsShown(
  content: Content,
  locale: Locale,
  today: Date,
  unpublished: readonly LegalPath[],
  unproven: ReadonlySet<string> = new Set(),
): Content {
  const formatted = formatFigures(content.site.data, locale);
  const site = { ...formatted, legal: withUnpublished(formatted.legal, unpublished) };
  // All that a value's finished text reads besides the value: kept per value while neither changes, so a
  // save writes out again only the files it changed (and the generated modules keep their inputs' identity).
  const { claims, contacts, legal, analytics } = site;
  const settings = JSON.stringify({ locale, quoted: site.locale, claims, contacts, legal, analytics, unproven: [...unproven] });
  const shown = <T extends object>(value: T): T =>
    shownOnce(value, settings, () => resolveClaims(formatFigures(withoutUnproven(value, unproven), locale), site)) as T;
  const dated = withBuildYear(content, today);
  return {
    ...dated,
    site: { ...dated.site, data: shown(dated.site.data) },
    pages: dated.pages.map((page) => ({ ...page, data: shown(page.data) })),
    forms: dated.forms.map((form) => ({ ...form, data: shown(form.data) })),
    legal: dated.legal.map((doc) => ({ ...doc, data: shown(doc.data), body: { ...doc.body, tree: shown(doc.body.tree) } })),
  };
}

/** A value as shown, once per version of it in a session (codegen/per-object.ts). */
const shownOnce = perObjectWith<object, unknown>();
