import type { Locale } from "#model/schema/locales.ts";
import latinCyrillic from "../ui/fonts/inter-latin-cyrillic.woff2?url";
import latin from "../ui/fonts/inter-latin.woff2?url";
import { TYPEFACE_FILE_OF, type TypefaceFile } from "#model/typeface.ts";

const URLS: Readonly<Record<TypefaceFile, string>> = { latin, "latin-cyrillic": latinCyrillic };

/**
 * The one Inter file a page's language is set in, fetched with the HTML instead of after the styles are
 * applied: with `font-display: optional` a page takes Inter only if the file is in by its first paint
 * (decision 434).
 */
export function FontPreloads({ locale }: { locale: Locale }) {
  const href = URLS[TYPEFACE_FILE_OF[locale]];
  // crossOrigin: fonts are fetched in CORS mode, and a preload made otherwise would be fetched twice.
  return <link rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />;
}
