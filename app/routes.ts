import { route, type RouteConfig } from "@react-router/dev/routes";
import { manifest } from "./.generated/manifest.ts";

export default [
  ...manifest.map((entry) => route(entry.path, entry.module, { id: entry.id })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
