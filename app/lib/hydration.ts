/**
 * A route's `handle` says whether its page hydrates. Codegen sets it from the page's sections: a page
 * with a form loads the framework, every other page is HTML plus the small page script
 * (docs/decisions/304-html-first.md).
 */
export interface PageHandle {
  hydrate: boolean;
}

export function pageHydrates(matches: readonly { handle: unknown }[]): boolean {
  return matches.some(
    (match) => typeof match.handle === "object" && match.handle !== null && (match.handle as Partial<PageHandle>).hydrate === true,
  );
}
