import { data } from "react-router";
import { localeOfPath } from "#model/schema/locales.ts";
import { manifest, translatedManifest, type ManifestEntry } from "#generated/manifest.ts";
import { legalLoaders, pageLoaders } from "#generated/content/loaders.server.ts";
import { formsByLocale } from "#generated/forms/by-locale.ts";
import { sites, sitesShownInEnglish } from "#generated/sites/index.ts";
import { formAction, formHeaders } from "../forms/action.server.ts";
import { FormsProvider } from "../forms/context.tsx";
import type { PageForms } from "../forms/types.ts";
import { pageMeta } from "../lib/seo.ts";
import { SentNotice } from "../forms/SentNotice.tsx";
import type { SentNote } from "#model/sent-note.ts";
import { readSentNote } from "../forms/sent-note.server.ts";
import { LegalView } from "../sections/LegalView.tsx";
import { PageView } from "../sections/PageView.tsx";
import { sectionRenderers } from "../sections/renderers.ts";
import { NotFound, notFoundMeta } from "../sections/NotFound.tsx";
import type { Route } from "./+types/page";

/**
 * Every page of every language, and each language's not-found page: one route whose loader finds what a
 * path shows in the manifest. The router matches a handful of routes however many pages the content
 * has (decision 375); each page's content is a module of its own, loaded on the server only.
 */
const entries = new Map<string, ManifestEntry>([...manifest, ...translatedManifest].map((entry) => [entry.path, entry]));

/** The path as the manifest writes it: prerendering asks for "/about/", a language's home is "/ru". */
const entryAt = (pathname: string): ManifestEntry | undefined => entries.get(pathname === "/" ? "/" : pathname.replace(/\/+$/, ""));

/**
 * The page path a request matched: the route's splat, which React Router matched without the `.data`
 * suffix of a data request (the request's own URL keeps it).
 */
const matchedPath = (params: Route.LoaderArgs["params"]): string => `/${params["*"] ?? ""}`;

/** The methods a page answers: GET and HEAD, and POST where it shows a form; undefined where no page is. */
export function pageMethods(pathname: string): readonly string[] | undefined {
  const entry = entryAt(pathname);
  if (!entry) return undefined;
  return entry.forms.length > 0 ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

/** The server's refusals (server/route-methods.ts) read which paths are pages through the route's handle. */
export const handle = { pageMethods };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const pathname = matchedPath(params);
  const entry = entryAt(pathname);
  if (!entry) {
    // One structured line per miss, so broken inbound links show up in the logs.
    console.warn(JSON.stringify({ level: "warn", event: "not_found", path: pathname }));
    return data({ kind: "not-found" as const, shownInEnglish: sitesShownInEnglish[localeOfPath(pathname)] }, { status: 404 });
  }
  if (entry.kind === "legal") {
    const { page, shownInEnglish } = await legalLoaders[entry.locale][entry.contentId]!();
    return { kind: "legal" as const, page, shownInEnglish };
  }
  const { page, shownInEnglish, tabs } = await pageLoaders[entry.locale][entry.contentId]!();
  const loaded = { kind: "page" as const, page, shownInEnglish, tabs, locale: entry.locale, forms: entry.forms };
  // Prerendering asks without cookies: only a visitor's request just after a form moved on carries a note,
  // and only one this site signed counts (docs/decisions/453).
  const shown = readSentNote({ request, context });
  if (!shown) return loaded;
  const sent = sentHere(shown.note, entry);
  // Shown once, to this visitor only: the note is cleared, and this answer is never cached.
  return data({ ...loaded, sent }, { headers: { "Set-Cookie": shown.cleared, "Cache-Control": "no-store" } });
}

/** The note's confirmation when its form moves on to this very page; a stray note shows nothing. */
function sentHere(note: SentNote, entry: ManifestEntry): SentNote | undefined {
  const target = formsByLocale[entry.locale][note.formId]?.definition.success.redirect?.href;
  return target !== undefined && entryAt(target) === entry ? note : undefined;
}

/** A page's forms in its language: the page shows them and its action takes their posts. */
function formsOf(entry: Pick<ManifestEntry, "locale" | "forms"> | undefined): PageForms {
  if (!entry) return {};
  const forms = formsByLocale[entry.locale];
  return Object.fromEntries(entry.forms.flatMap((id) => (forms[id] ? [[id, forms[id]]] : [])));
}

export function action(args: Route.ActionArgs) {
  return formAction(args, formsOf(entryAt(matchedPath(args.params))));
}

export { formHeaders as headers };

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const site = sites[localeOfPath(location.pathname)];
  if (loaderData?.kind === "page" || loaderData?.kind === "legal")
    return pageMeta(loaderData.page, site, location.pathname, loaderData.kind === "page" ? loaderData.tabs : {});
  return notFoundMeta(site);
};

export default function Page({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "not-found":
      return <NotFound />;
    case "legal":
      return <LegalView page={loaderData.page} />;
    case "page":
      return (
        <FormsProvider forms={formsOf(loaderData)}>
          <PageView
            page={loaderData.page}
            renderers={sectionRenderers}
            afterHeading={"sent" in loaderData && loaderData.sent && <SentNotice note={loaderData.sent} locale={loaderData.locale} />}
          />
        </FormsProvider>
      );
  }
}
