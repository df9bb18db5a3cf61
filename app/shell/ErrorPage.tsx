import { isRouteErrorResponse, useRouteError } from "react-router";
import { DEFAULT_LOCALE, localePath } from "#model/schema/locales.ts";
import { useSite } from "../lib/use-site.ts";
import { errorPageCopy } from "#model/schema/error-pages.ts";
import { notFoundNotice, Notice } from "../sections/Notice.tsx";

/**
 * The page for a request that ended in an error: each status with its own title and reason phrase. A
 * message the server wrote for the visitor (a string thrown with `data()`) replaces the general advice;
 * React Router's own error texts name internal routes and are never shown. It reads the error itself:
 * React Router hands props only to an ErrorBoundary declared in the route module, not to a re-export.
 */
export function ErrorPage() {
  const site = useSite();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <>
        <title>{`${site.notFound.title} — ${site.name}`}</title>
        <Notice section={notFoundNotice(site)} />
      </>
    );
  }
  const copy = errorPageCopy(site.errorPages, status);
  // The server writes its reasons in English; a page in another language shows its own copy instead.
  const written = isRouteErrorResponse(error) && typeof error.data === "string" && site.locale === DEFAULT_LOCALE;
  const message = written ? error.data : copy.body;
  return (
    <>
      <title>{`${copy.title} — ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <Notice
        section={{
          code: String(status),
          title: copy.title,
          body: message,
          actions: [{ label: site.notFound.homeLabel, href: localePath("/", site.locale), variant: "primary" }],
        }}
      />
    </>
  );
}
