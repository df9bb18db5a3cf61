import { Link } from "react-router";
import { useLangOf } from "../lib/use-english.ts";
import * as styles from "./tab-links.css.ts";

export interface TabLink {
  id: string;
  label: string;
  href: string;
}

/**
 * Tabs that are links: every tab is a URL, so a tab works without JavaScript, can be bookmarked and is
 * reached with the Tab key like any link. The selected tab carries aria-current; styles read that
 * attribute, not React state. Following a tab keeps the scroll position when JavaScript runs.
 */
export function TabLinks(props: { label: string; tabs: readonly TabLink[]; selected: string; panelId: string }) {
  const langOf = useLangOf();
  return (
    <nav aria-label={props.label} className={styles.nav}>
      <ul className={styles.list}>
        {props.tabs.map((tab) => {
          const selected = tab.id === props.selected;
          return (
            <li key={tab.id} className={styles.item}>
              <Link
                to={tab.href}
                id={`${props.panelId}-tab-${tab.id}`}
                className={styles.tab}
                aria-current={selected ? "true" : undefined}
                aria-controls={selected ? props.panelId : undefined}
                preventScrollReset
                lang={langOf(tab.label)}
                prefetch="intent"
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The tab whose path is the current path, else the default. Queries and anchors of tab links are ignored. */
export function selectedTabId(tabs: readonly TabLink[], pathname: string, fallback: string): string {
  const current = normalize(pathname);
  return tabs.find((tab) => tab.href.startsWith("/") && normalize(tab.href.split(/[?#]/)[0] ?? "") === current)?.id ?? fallback;
}

function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
