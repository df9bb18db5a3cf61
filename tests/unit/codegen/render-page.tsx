import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { join } from "node:path";
import { PAGE_ROUTE_IDS } from "../../../app/routes/page-route-ids.ts";

/** A generated module of a content copy: the page data and the English texts its route hands the page. */
async function generated<Module>(root: string, path: string): Promise<Module> {
  return (await import(/* @vite-ignore */ join(root, "generated", path))) as Module;
}

/**
 * The page as a visitor's browser receives it: rendered in the page route (id "page") at its language's
 * path, with the English texts its loader hands the page.
 */
export async function renderPage<Page>(root: string, locale: "ru" | "uz", path: string, view: (page: Page) => ReactNode) {
  const module = await generated<{ page: Page; shownInEnglish: readonly string[] }>(root, `content/${locale}/${path}.ts`);
  const router = createMemoryRouter([{ id: PAGE_ROUTE_IDS.page, path: "*", element: view(module.page) }], {
    initialEntries: [`/${locale}/`],
    hydrationData: { loaderData: { [PAGE_ROUTE_IDS.page]: { shownInEnglish: module.shownInEnglish } } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
