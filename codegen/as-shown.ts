import { resolveClaims } from "./claims.ts";
import { withBuildYear } from "./copyright.ts";
import { formatFigures } from "./figures.ts";
import type { Content } from "./load.ts";
import type { Locale } from "./schema/locales.ts";

/**
 * A language's content as its visitors read it: every figure written in the language, every `{{claim}}`
 * (and `{{contacts.…}}`, `{{legal.…}}`) replaced by its text there, and the build's year in the copyright.
 * Made once per edition, after the checks, so the generated modules and the route titles read the same
 * finished text (the shape is the English file's, so paths noted on the content still hold).
 */
export function contentAsShown(content: Content, locale: Locale, today: Date): Content {
  const site = formatFigures(content.site.data, locale);
  const shown = <T>(value: T): T => resolveClaims(formatFigures(value, locale), site);
  const dated = withBuildYear(content, today);
  return {
    ...dated,
    site: { ...dated.site, data: shown(dated.site.data) },
    pages: dated.pages.map((page) => ({ ...page, data: shown(page.data) })),
    forms: dated.forms.map((form) => ({ ...form, data: shown(form.data) })),
    legal: dated.legal.map((doc) => ({ ...doc, data: shown(doc.data), body: { ...doc.body, tree: shown(doc.body.tree) } })),
  };
}
