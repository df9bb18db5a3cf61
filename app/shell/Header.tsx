import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import type { SiteFile } from "../../codegen/schema/index.ts";
import { site } from "../.generated/site.ts";
import { button } from "../ui/button.css.ts";
import { FallbackImage } from "../ui/FallbackImage.tsx";
import { visuallyHidden, container } from "../ui/layout.css.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import * as styles from "./header.css.ts";

type NavItem = SiteFile["navigation"]["items"][number];
type NavGroup = Extract<NavItem, { children: unknown }>;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, key } = useLocation();

  // A followed link closes the phone menu and any open group.
  useEffect(() => setMenuOpen(false), [key]);

  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <NavLink to="/" className={styles.brand}>
          <FallbackImage image={site.logo.image} fallbacks={site.logo.fallbacks} fetchPriority="high" />
        </NavLink>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={visuallyHidden}>{menuOpen ? site.labels.closeMenu : site.labels.openMenu}</span>
          <MenuIcon open={menuOpen} />
        </button>
        <nav
          id="site-menu"
          aria-label={site.labels.mainNavigation}
          className={`${styles.nav} ${styles.navNoScript}`}
          data-open={menuOpen || undefined}
        >
          <ul className={styles.list}>
            {site.navigation.items.map((item) =>
              "children" in item ? (
                <NavGroupItem key={item.label} group={item} resetKey={key} />
              ) : (
                <li key={item.href} className={styles.item}>
                  <NavLink to={item.href} prefetch="intent" className={item.highlight ? styles.highlight : styles.link}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <SmartLink
            href={site.navigation.cta.href}
            className={`${button({ size: "sm" })} ${styles.cta}`}
            aria-current={pathname === site.navigation.cta.href ? "page" : undefined}
          >
            {site.navigation.cta.label}
          </SmartLink>
        </nav>
      </div>
    </header>
  );
}

function NavGroupItem({ group, resetKey }: { group: NavGroup; resetKey: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [resetKey]);
  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("pointerdown", closeOnOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  const links = group.href ? [{ label: group.label, href: group.href }, ...group.children] : group.children;
  return (
    <li ref={itemRef} className={styles.item} data-open={open || undefined}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.groupToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {group.label}
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={panelId} className={styles.panel}>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} prefetch="intent" end className={styles.panelLink}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
      {open ? (
        <path d="M5 5l12 12M17 5L5 17" stroke="currentColor" strokeWidth="2" />
      ) : (
        <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}
