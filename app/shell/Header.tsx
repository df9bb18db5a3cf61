import { useLocation } from "react-router";
import type { SiteFile } from "#model/schema/index.ts";
import { LANGUAGE_TAGS, localePath } from "#model/schema/locales.ts";
import { useLangOf } from "../lib/use-english.ts";
import { useSite } from "../lib/use-site.ts";
import { ChatButton } from "./ChatButton.tsx";
import { LanguageList, useLanguageLinks } from "./LanguageLinks.tsx";
import { button } from "../ui/button.css.ts";
import { FallbackImage } from "../ui/FallbackImage.tsx";
import { visuallyHidden, container } from "../ui/layout.css.ts";
import * as styles from "./header.css.ts";

type NavItem = SiteFile["navigation"]["items"][number];
type NavGroup = Extract<NavItem, { children: unknown }>;

/**
 * The header is plain HTML that works without a script (docs/decisions/304-html-first.md): the phone
 * menu is a `popover` opened by its button (Escape and a tap outside close it natively), each group is a
 * `<details>` disclosure that also opens on hover on wide screens. app/enhance/header.ts only adds
 * what HTML cannot: Escape and an outside click fold an open group, one group open at a time.
 */
export function Header() {
  const site = useSite();
  const langOf = useLangOf();
  const { pathname } = useLocation();
  const current = (href: string, end: boolean) => (isCurrent(href, pathname, end) ? "page" : undefined);

  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <a href={localePath("/", site.locale)} className={styles.brand} aria-current={current(localePath("/", site.locale), true)}>
          <FallbackImage image={site.logo.image} fallbacks={site.logo.fallbacks} />
        </a>
        <ChatButton placement="header" />
        <button type="button" className={styles.menuToggle} popoverTarget="site-menu" aria-controls="site-menu">
          <span className={`${visuallyHidden} ${styles.whenFolded}`}>{site.labels.openMenu}</span>
          <span className={`${visuallyHidden} ${styles.whenOpen}`}>{site.labels.closeMenu}</span>
          <MenuIcon />
        </button>
        <nav id="site-menu" popover="auto" aria-label={site.labels.mainNavigation} className={styles.nav}>
          <ul className={styles.list}>
            {site.navigation.items.map((item) =>
              "children" in item ? (
                <NavGroupItem key={item.label} group={item} current={current} />
              ) : (
                <li key={item.href} className={styles.item}>
                  <a
                    href={item.href}
                    className={item.highlight ? styles.highlight : styles.link}
                    aria-current={current(item.href, false)}
                    lang={langOf(item.label)}
                  >
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
          <a
            href={site.navigation.cta.href}
            className={`${button({ size: "sm" })} ${styles.cta}`}
            aria-current={current(site.navigation.cta.href, true)}
            lang={langOf(site.navigation.cta.label)}
          >
            {site.navigation.cta.label}
          </a>
          <LanguageMenu label={site.labels.language} />
        </nav>
      </div>
    </header>
  );
}

function NavGroupItem({ group, current }: { group: NavGroup; current: (href: string, end: boolean) => "page" | undefined }) {
  const links = group.href ? [{ label: group.overviewLabel ?? group.label, href: group.href }, ...group.children] : group.children;
  const langOf = useLangOf();
  return (
    <li className={styles.item}>
      <details className={styles.group} data-nav-group="">
        <summary className={styles.groupToggle}>
          <span lang={langOf(group.label)}>{group.label}</span>
          <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </summary>
        <ul className={styles.panel}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={styles.panelLink} aria-current={current(link.href, true)} lang={langOf(link.label)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The language switcher: a disclosure like the other groups, naming the current language, listing all three. */
function LanguageMenu({ label }: { label: string }) {
  const links = useLanguageLinks();
  const current = links.find((link) => link.current);
  return (
    <div className={styles.item}>
      <details className={styles.group} data-nav-group="">
        <summary className={styles.groupToggle}>
          <span aria-hidden="true">{current?.locale.toUpperCase()}</span>
          <span className={visuallyHidden}>
            {label}: <span lang={current && LANGUAGE_TAGS[current.locale]}>{current?.name}</span>
          </span>
          <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </summary>
        <LanguageList links={links} label={label} className={`${styles.panel} ${styles.panelEnd}`} linkClassName={styles.panelLink} />
      </details>
    </div>
  );
}

/** NavLink's rule without the router: a link is current on its own path, and (unless `end`) below it. */
function isCurrent(href: string, pathname: string, end: boolean): boolean {
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/+$/, "") : value);
  const [path, target] = [trim(pathname), trim(href)];
  return path === target || (!end && target !== "/" && path.startsWith(`${target}/`));
}

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
      <path className={styles.whenFolded} d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" />
      <path className={styles.whenOpen} d="M5 5l12 12M17 5L5 17" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
