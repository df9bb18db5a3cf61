import { route, type RouteConfig } from "@react-router/dev/routes";
import { manifest, translatedManifest } from "./.generated/manifest.ts";
import { TRANSLATED_LOCALES } from "../codegen/schema/locales.ts";

export default [
  ...[...manifest, ...translatedManifest].map((entry) => route(entry.path, entry.module, { id: entry.id })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // One resource route module for every JSON API; it answers 404 JSON for an /api/ path it does not know.
  route("api/*", "routes/lead-api.ts", { id: "lead-api" }),
  // The door of the browser's form islands: the page's form, answered as JSON (app/forms/action.server.ts).
  route("forms/:locale/:formId", "routes/form-post.ts", { id: "form-post" }),
  // Each language's not-found page; the more specific /ru/* wins over * for paths under /ru/.
  ...TRANSLATED_LOCALES.map((locale) => route(`${locale}/*`, `.generated/routes/${locale}/not-found.tsx`, { id: `${locale}/not-found` })),
  route("*", ".generated/routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
