import { route, type RouteConfig } from "@react-router/dev/routes";
import { PAGE_ROUTE_IDS } from "./routes/page-route-ids.ts";

export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // One resource route module for every JSON API; it answers 404 JSON for an /api/ path it does not know.
  route("api/*", "routes/lead-api.ts", { id: "lead-api" }),
  // The door of the browser's form islands: the page's form, answered as JSON (app/forms/action.server.ts).
  route("forms/:locale/:formId", "routes/form-post.ts", { id: "form-post" }),
  // Every page in every language, and each language's not-found page: the manifest says what a path
  // shows (decision 375), so the router matches these few routes however many pages there are.
  route("*", "routes/page.tsx", { id: PAGE_ROUTE_IDS.page }),
  // "/" needs a route of its own: the root layout alone matches it before any splat does. Not an index
  // route, to which a post reaches only with React Router's `?index` marker: the home page has a form.
  route("/", "routes/page.tsx", { id: PAGE_ROUTE_IDS.home }),
] satisfies RouteConfig;
