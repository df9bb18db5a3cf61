import type { MetaDescriptor } from "react-router";
import type { SiteFile } from "#model/schema/index.ts";
import { useSite } from "../lib/use-site.ts";
import { notFoundNotice, Notice } from "./Notice.tsx";

/** The not-found page of every language; the page route (app/routes/page.tsx) shows it for a path no page has. */
export const notFoundMeta = (site: SiteFile): MetaDescriptor[] => [
  { title: `${site.notFound.title} — ${site.name}` },
  { name: "robots", content: "noindex, follow" },
];

export function NotFound() {
  return <Notice section={notFoundNotice(useSite())} />;
}
