import { useLocation } from "react-router";
import { englishPath, LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, localeOfPath, localePath, type Locale } from "#model/schema/locales.ts";

interface LanguageLink {
  locale: Locale;
  name: string;
  href: string;
  current: boolean;
}

/**
 * The page the visitor is on, in each language: plain links, so switching works without a script and
 * keeps the visitor on the same page (the anchor and query are left behind).
 */
export function useLanguageLinks(): LanguageLink[] {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const current = localeOfPath(path);
  const page = englishPath(path);
  return LOCALES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale], href: localePath(page, locale), current: locale === current }));
}

/**
 * The list of the page's languages, each named in its own language with `lang`, so a screen reader
 * pronounces it right; the current one is `aria-current`.
 */
export function LanguageList({
  links,
  label,
  className,
  linkClassName,
}: {
  links: readonly LanguageLink[];
  label?: string;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.locale}>
          <a
            href={link.href}
            hrefLang={LANGUAGE_TAGS[link.locale]}
            lang={LANGUAGE_TAGS[link.locale]}
            className={linkClassName}
            aria-current={link.current ? "page" : undefined}
          >
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
