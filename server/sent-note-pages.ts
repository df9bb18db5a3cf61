import { formsByLocale } from "#generated/forms/by-locale.ts";

/** Paths without the one trailing slash a page's address may carry ("/ru/" and "/ru" name one page). */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

/** Every page a form moves on to after a post: the only pages a sent note is shown on (docs/decisions/421). */
const pagesFormsMoveTo: ReadonlySet<string> = new Set(
  Object.values(formsByLocale).flatMap((forms) =>
    Object.values(forms).flatMap((form) => {
      const next = form.definition.success.redirect?.href;
      return next === undefined ? [] : [withoutTrailingSlash(next)];
    }),
  ),
);

/**
 * Whether a request carrying a sent note is rendered for its visitor rather than answered with the
 * prerendered file. The cookie is a header anyone can send: honoured anywhere, it would turn every page
 * into a server render on demand; only a page some form moves on to can show it.
 */
export function mayShowSentNote(pathname: string): boolean {
  return pagesFormsMoveTo.has(withoutTrailingSlash(pathname));
}
