import { data, type MetaFunction } from "react-router";
import { site } from "../.generated/site.ts";
import { notFoundNotice, Notice } from "../sections/Notice.tsx";

export async function loader({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  // One structured line per miss, so broken inbound links show up in the logs.
  console.warn(JSON.stringify({ level: "warn", event: "not_found", path: pathname }));
  return data({ path: pathname }, { status: 404 });
}

export const meta: MetaFunction = () => [
  { title: `${site.notFound.title} — ${site.name}` },
  { name: "robots", content: "noindex, follow" },
];

export default function NotFound() {
  return <Notice section={notFoundNotice(site.notFound)} />;
}
