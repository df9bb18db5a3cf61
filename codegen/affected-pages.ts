import type { Problem } from "./problems.ts";
import type { RouteEntry } from "./routes.ts";
import { englishPath } from "#model/schema/locales.ts";

const PAGE_FILE = /^content\/(pages|legal)\/(.+?)(\.[a-z]{2})?\.(yaml|md)$/;

/** "content/pages/about.ru.yaml" and "content/pages/about.yaml" name the same page. */
const pageOf = (file: string) => PAGE_FILE.exec(file)?.slice(1, 3).join("/");
const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

/**
 * Whether a content problem takes down the page at `pathname` in `npm run dev`: a problem in a page's own
 * file (any language) only that page's addresses in every language; in a page file no route knows yet (a
 * page being added), only addresses no page answers; anywhere else (site.yaml, a form, the glossary) every
 * page. The other pages keep serving the last content that had no problems.
 */
export function isAffected(pathname: string, problems: readonly Problem[], routes: readonly RouteEntry[]): boolean {
  const path = withoutSlash(englishPath(withoutSlash(pathname)));
  const route = routes.find((entry) => withoutSlash(entry.path) === path);
  return problems.some((problem) => {
    const page = pageOf(problem.file);
    if (page === undefined) return true;
    if (!routes.some((entry) => pageOf(entry.file) === page)) return route === undefined;
    return route !== undefined && pageOf(route.file) === page;
  });
}
