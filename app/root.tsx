import type { ReactNode } from "react";
import { Links, Meta, Outlet } from "react-router";
import enhanceScript from "virtual:enhance-script";
import { LANGUAGE_TAGS } from "#model/schema/locales.ts";
// The tab icon travels inside every page as a data URL (decision 317): a first visit makes no request for
// it, so nothing arrives or paints at a chance moment beside the page's own first frame.
import favicon from "./shell/favicon.svg?inline";
import { PAGE_SCRIPT_LOADER } from "./lib/page-script.ts";
import { useSite } from "./lib/use-site.ts";
import { AnalyticsConsentBanner } from "./shell/AnalyticsConsent.tsx";
import { ChatButton } from "./shell/ChatButton.tsx";
import { EnglishMarks } from "./shell/EnglishMarks.tsx";
import { Footer } from "./shell/Footer.tsx";
import { Header } from "./shell/Header.tsx";
import * as styles from "./shell/shell.css.ts";
import { ScrollToTop } from "./shell/ScrollToTop.tsx";
import * as dockStyles from "./shell/dock.css.ts";
import "./ui/global.css.ts";
// The toast area renders only from the form islands' bundle (app/islands/toaster.tsx), which brings no
// stylesheet: its styles travel with every page, as the form's do with the pages that show one.
import "./shell/toaster.css.ts";

/** The page's main landmark: the skip link's target, and the end of what the first frame waits for. */
const MAIN_ID = "main";

export function Layout({ children }: { children: ReactNode }) {
  // The page's language, which its path names: that language's site text (header, footer, labels).
  const site = useSite();
  return (
    <html lang={LANGUAGE_TAGS[site.locale]}>
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
        {import.meta.env.DEV && site.locale !== "en" ? <EnglishMarks /> : null}
      </head>
      <body>
        <a className={styles.skipLink} href={`#${MAIN_ID}`}>
          {site.labels.skipToContent}
        </a>
        {/* First after the skip link: a keyboard or screen-reader visitor reaches the choice before the page. */}
        <AnalyticsConsentBanner />
        <Header />
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer />
        {/* The page's last line on narrow windows, the window's side margins on wide ones: never over content
            (decision 396). Narrower than the margins, the chat button is the header's (decision 475). */}
        <div className={dockStyles.dock}>
          <ScrollToTop />
          <ChatButton placement="margin" />
        </div>
        {/* No page loads React Router's client: every page is its HTML, and a form is an island the page
            script hydrates on its own when the visitor reaches for it (decision 320). */}
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
  return <Outlet />;
}

export { ErrorPage as ErrorBoundary } from "./shell/ErrorPage.tsx";
