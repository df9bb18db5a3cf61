import { useSyncExternalStore } from "react";
import { INTL_LOCALES, type Locale } from "../../codegen/schema/locales.ts";
import { useSite } from "../lib/use-site.ts";

const longDate = (locale: Locale, date: Date) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { year: "numeric", month: "long", day: "numeric" }).format(date);

const noSubscription = () => () => {};

/**
 * "today" must be the visitor's today, not the build's. The prerendered HTML shows the build date
 * (__BUILD_DATE__, the same constant in both bundles); useSyncExternalStore renders that server snapshot
 * while hydrating and the browser's date right after, so React never reports a hydration mismatch.
 */
export function LastUpdated({ value }: { value: string }) {
  const { locale } = useSite();
  const today = useSyncExternalStore(
    noSubscription,
    () => longDate(locale, new Date()),
    () => longDate(locale, new Date(`${__BUILD_DATE__}T12:00:00Z`)),
  );
  const text = value === "today" ? today : longDate(locale, new Date(`${value}T00:00:00Z`));
  return (
    <time dateTime={value === "today" ? undefined : value} lang={locale}>
      {text}
    </time>
  );
}
