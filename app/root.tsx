import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import enhanceScript from "virtual:enhance-script";
// The tab icon travels inside every page as a data URL (decision 317): a first visit makes no request for
// it, so nothing arrives or paints at a chance moment beside the page's own first frame.
import favicon from "./shell/favicon.svg?inline";
import { RESTORES_SCROLL } from "./lib/framework-on-demand.ts";
import { PAGE_SCRIPT_LOADER } from "./lib/page-script.ts";
import { pageHydrates, pageSite } from "./lib/hydration.ts";
import { ChatButton } from "./shell/ChatButton.tsx";
import { Footer } from "./shell/Footer.tsx";
import { Header } from "./shell/Header.tsx";
import * as styles from "./shell/shell.css.ts";
import { RouteScroll } from "./shell/RouteScroll.tsx";
import { ScrollToTop } from "./shell/ScrollToTop.tsx";
import { Toaster } from "./shell/Toaster.tsx";
import "./ui/global.css.ts";

/** The page's main landmark: the skip link's target, and the end of what the first frame waits for. */
const MAIN_ID = "main";

export function Layout({ children }: { children: ReactNode }) {
  // Only pages whose route asks for it (a form) load React Router's scripts, preloads and hydration data.
  const matches = useMatches();
  const hydrate = pageHydrates(matches);
  // The page's language: its route hands over that language's site text (header, footer, labels).
  const site = pageSite(matches);
  return (
    <html lang={site.locale}>
      <head>
        <meta charSet="utf-8" />
        {/* The first frame is the whole of <main>, never the header alone with the hero a frame later
            (decision 319). It waits for the parser only: every page's HTML arrives in a connection's
            first flight (tests/unit/first-frame.test.ts). */}
        <link rel="expect" href={`#${MAIN_ID}`} blocking="render" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <link rel="icon" href={favicon} type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className={styles.skipLink} href={`#${MAIN_ID}`}>
          {site.labels.skipToContent}
        </a>
        <Header />
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer />
        <ScrollToTop />
        <ChatButton />
        {hydrate && (
          <>
            <Toaster />
            <RouteScroll />
            {/* Held unrun when the framework starts (app/lib/framework-on-demand.ts). */}
            <ScrollRestoration {...{ [RESTORES_SCROLL]: "" }} />
            <Scripts />
          </>
        )}
        {/* A classic script loaded after the first paint: it never delays it, and needs no module support (304, 313). */}
        <script
          data-page-script={enhanceScript}
          data-module={import.meta.env.DEV ? "" : undefined}
          dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT_LOADER }}
        />
      </body>
    </html>
  );
}

export default function App() {
  // A signal that the page is live (effects run): tests and monitoring wait on it instead of guessing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export { ErrorPage as ErrorBoundary } from "./shell/ErrorPage.tsx";
