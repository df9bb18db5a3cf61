import { LANGUAGE_TAGS } from "#model/schema/locales.ts";
import { longDate } from "../lib/long-date.ts";
import { useSite } from "../lib/use-site.ts";

/** The date a legal text's version took effect, written in the page's language (docs/decisions/380). */
export function LastUpdated({ value }: { value: string }) {
  const { locale } = useSite();
  return (
    <time dateTime={value} lang={LANGUAGE_TAGS[locale]}>
      {longDate(locale, new Date(`${value}T00:00:00Z`))}
    </time>
  );
}
