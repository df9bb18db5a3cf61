import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

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

/** The page route (app/routes/page.tsx) matches every path: its handle says which of them are pages. */
type PageRouteHandle = { pageMethods: (pathname: string) => readonly string[] | undefined };

const isPageRouteHandle = (handle: unknown): handle is PageRouteHandle =>
  typeof handle === "object" && handle !== null && typeof (handle as Partial<PageRouteHandle>).pageMethods === "function";

/**
 * Which methods each path of the build answers, decided before React Router runs: GET and HEAD where
 * there is a page or a loader, POST where there is an action (a page takes posts only where it shows a
 * form; the form door, app/routes/form-post.ts, takes POST only). React Router would answer any other
 * method by running the action (a PUT could create a lead) and a POST without an action with a 405 whose
 * body names the internal route id. A path no page has is unknown (404): the page route renders the
 * not-found page in the path's language for a read.
 */
export function routeMethods(build: ServerBuild): (pathname: string) => PathMethods {
  const tree = routeTree(build.routes);
  // matchRoutes flattens and ranks the whole tree on every call: a post flood paid for that per post.
  // The answer for a path never changes within a build, so the most recent paths are kept.
  const recent = new Map<string, PathMethods>();
  return (pathname) => {
    const known = recent.get(pathname);
    if (known) return known;
    const methods = methodsOf(pathname);
    if (recent.size >= RECENT_PATHS) recent.delete(recent.keys().next().value!);
    recent.set(pathname, methods);
    return methods;
  };

  function methodsOf(pathname: string): PathMethods {
    const leaf = matchRoutes(tree, pathname)?.at(-1)?.route;
    const module = leaf?.id ? build.routes[leaf.id]?.module : undefined;
    if (!leaf?.id || !module) return { known: false, rendersNotFound: false };
    if (isPageRouteHandle(module.handle)) {
      const methods = module.handle.pageMethods(pathname);
      return methods ? { known: true, methods } : { known: false, rendersNotFound: true };
    }
    const reads = module.default !== undefined || typeof module.loader === "function" ? ["GET", "HEAD"] : [];
    return { known: true, methods: [...reads, ...(typeof module.action === "function" ? ["POST"] : [])] };
  }
}

/** Enough for every page of a site in every language; a made-up path costs one match, as before. */
const RECENT_PATHS = 2_000;
