import { route, type RouteConfig } from "@react-router/dev/routes";
import { manifest } from "./.generated/manifest.ts";

export default [
  ...manifest.map((entry) => route(entry.path, entry.module, { id: entry.id })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // One resource route module for every JSON API; it answers 404 JSON for an /api/ path it does not know.
  route("api/*", "routes/lead-api.ts", { id: "lead-api" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
