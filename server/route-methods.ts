import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { TRANSLATED_LOCALES } from "../codegen/schema/locales.ts";

type ServerRoute = NonNullable<ServerBuild["routes"][string]>;

/**
 * `rendersNotFound`: a catch-all route matches, so React Router renders the not-found page in the path's
 * language. A path no route matches at all, not even "*", is one React Router cannot render: its path
 * patterns use `.`, which stops at a line terminator, so "/about%0A" matched nothing and answered 500.
 */
export type PathMethods = { known: false; rendersNotFound: boolean } | { known: true; methods: readonly string[] };

/** The build's routes as the tree matchRoutes takes; one pass over them, as a build may hold thousands. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const childrenOf = new Map<string | undefined, ServerRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = childrenOf.get(route.parentId);
    if (siblings) siblings.push(route);
    else childrenOf.set(route.parentId, [route]);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (childrenOf.get(parentId) ?? []).map(
      (route) =>
        ({
          id: route.id,
          path: route.path,
          index: route.index,
          caseSensitive: route.caseSensitive,
          children: tree(route.id),
        }) as RouteObject,
    );
  return tree(undefined);
}

/**
 * The not-found routes: English's and each language's ("ru/*"). Named, not matched as "any splat": the
 * JSON API's "api/*" is a splat too, and its paths are known (it answers POST).
 */
const CATCH_ALL: ReadonlySet<string> = new Set(["*", ...TRANSLATED_LOCALES.map((locale) => `${locale}/*`)]);

/**
 * Which methods each path of the build answers, decided before React Router runs: GET and HEAD where
 * there is a page or a loader, POST where there is an action (the form door, app/routes/form-post.ts, takes
 * POST only). React Router would answer any other method by running
 * the action (a PUT could create a lead) and a POST without an action with a 405 whose body names the
 * internal route id. A path only a catch-all route matches ("*", or a language's "ru/*") is unknown (404).
 */
export function routeMethods(build: ServerBuild): (pathname: string) => PathMethods {
  const tree = routeTree(build.routes);
  return (pathname) => {
    const leaf = matchRoutes(tree, pathname)?.at(-1)?.route;
    if (!leaf?.id || CATCH_ALL.has(leaf.path ?? "")) return { known: false, rendersNotFound: leaf !== undefined };
    const module = build.routes[leaf.id]?.module;
    const reads = module?.default !== undefined || typeof module?.loader === "function" ? ["GET", "HEAD"] : [];
    return { known: true, methods: [...reads, ...(typeof module?.action === "function" ? ["POST"] : [])] };
  };
}
