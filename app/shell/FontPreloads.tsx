import type { Locale } from "#model/schema/locales.ts";
import cyrillic from "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url";
import latin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * The Inter files a page in each language surely needs, fetched with the HTML instead of after the styles
 * are applied (decision 392). Russian pages also set Latin (product names, figures, the header's "SLA");
 * Uzbek is Latin. Other files (latin-ext) load on demand through their unicode-range and are never
 * preloaded: a preload the page does not use is wasted bytes. The language links' «Русский» on other pages
 * is set in the fallback face and loads nothing (decision 422).
 */
const PRELOADS: Readonly<Record<Locale, readonly string[]>> = { en: [latin], ru: [latin, cyrillic], uz: [latin] };

export function FontPreloads({ locale }: { locale: Locale }) {
  // crossOrigin: fonts are fetched in CORS mode, and a preload made otherwise would be fetched twice.
  return PRELOADS[locale].map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />);
}
