import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { TRANSLATED_LOCALES } from "../codegen/schema/locales.ts";

export type PathMethods = { known: false } | { known: true; methods: readonly string[] };

/** React Router's single-fetch URLs (`/_root.data`, `/contact.data`, `/contact/_.data`) as the page path they stand for. */
function pagePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

function routeTree(routes: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map(
      (route) =>
        ({
          id: route!.id,
          path: route!.path,
          index: route!.index,
          caseSensitive: route!.caseSensitive,
          children: routeTree(routes, route!.id),
        }) as RouteObject,
    );
}

/**
 * The not-found routes: English's and each language's ("ru/*"). Named, not matched as "any splat": the
 * JSON API's "api/*" is a splat too, and its paths are known (it answers POST).
 */
const CATCH_ALL: ReadonlySet<string> = new Set(["*", ...TRANSLATED_LOCALES.map((locale) => `${locale}/*`)]);

/**
 * Which methods each path of the build answers, decided before React Router runs: GET and HEAD
 * everywhere, POST where the page has an action. React Router would answer any other method by running
 * the action (a PUT could create a lead) and a POST without an action with a 405 whose body names the
 * internal route id. A path only a catch-all route matches ("*", or a language's "ru/*") is unknown (404).
 */
export function routeMethods(build: ServerBuild): (pathname: string) => PathMethods {
  const tree = routeTree(build.routes, undefined);
  return (pathname) => {
    const leaf = matchRoutes(tree, pagePath(pathname))?.at(-1)?.route;
    if (!leaf?.id || CATCH_ALL.has(leaf.path ?? "")) return { known: false };
    return { known: true, methods: typeof build.routes[leaf.id]?.module.action === "function" ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"] };
  };
}
