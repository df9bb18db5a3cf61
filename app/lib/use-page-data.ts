import { useRouteLoaderData } from "react-router";
import type { loader } from "../routes/page.tsx";
import { PAGE_ROUTE_IDS } from "../routes/page-route-ids.ts";

/** The page route's loader data, for components below it; undefined on an error page. */
export function usePageData() {
  const page = useRouteLoaderData<typeof loader>(PAGE_ROUTE_IDS.page);
  const home = useRouteLoaderData<typeof loader>(PAGE_ROUTE_IDS.home);
  return page ?? home;
}
