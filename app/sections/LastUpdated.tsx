import { useSyncExternalStore } from "react";
import { site } from "../.generated/site.ts";

const longDate = (date: Date) => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }).format(date);

const noSubscription = () => () => {};

/**
 * "today" must be the visitor's today, not the build's. The prerendered HTML shows the build date
 * (__BUILD_DATE__, the same constant in both bundles); useSyncExternalStore renders that server snapshot
 * while hydrating and the browser's date right after, so React never reports a hydration mismatch.
 */
export function LastUpdated({ value }: { value: string }) {
  const today = useSyncExternalStore(
    noSubscription,
    () => longDate(new Date()),
    () => longDate(new Date(`${__BUILD_DATE__}T12:00:00Z`)),
  );
  const text = value === "today" ? today : longDate(new Date(`${value}T00:00:00Z`));
  return (
    <time dateTime={value === "today" ? undefined : value} lang={site.locale}>
      {text}
    </time>
  );
}
