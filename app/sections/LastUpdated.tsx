import { useSyncExternalStore } from "react";
import { LANGUAGE_TAGS } from "../../codegen/schema/locales.ts";
import { longDate } from "../lib/long-date.ts";
import { useSite } from "../lib/use-site.ts";

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
    <time dateTime={value === "today" ? undefined : value} lang={LANGUAGE_TAGS[locale]}>
      {text}
    </time>
  );
}
