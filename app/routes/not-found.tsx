import { data, type MetaDescriptor } from "react-router";
import type { SiteFile } from "../../codegen/schema/index.ts";
import { useSite } from "../lib/use-site.ts";
import { notFoundNotice, Notice } from "../sections/Notice.tsx";

/**
 * The not-found page of every language. Codegen emits one route module per language
 * (app/.generated/routes/not-found.tsx, …/ru/not-found.tsx) that hands its site text to the layout, so
 * an unknown path under /ru/ answers 404 in Russian.
 */
export async function loader({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  // One structured line per miss, so broken inbound links show up in the logs.
  console.warn(JSON.stringify({ level: "warn", event: "not_found", path: pathname }));
  return data({ path: pathname }, { status: 404 });
}

export const notFoundMeta = (site: SiteFile): MetaDescriptor[] => [
  { title: `${site.notFound.title} — ${site.name}` },
  { name: "robots", content: "noindex, follow" },
];

export function NotFound() {
  return <Notice section={notFoundNotice(useSite())} />;
}
