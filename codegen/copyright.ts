import type { Content } from "./load.ts";

/**
 * The site text with the build's year in its copyright notice: content writes `{year}` (the schema
 * requires it), so the footer never shows a past year after a yearly rebuild (docs/decisions/357).
 */
export function withBuildYear(content: Content, today: Date): Content {
  const { site } = content;
  const copyright = site.data.footer.copyright.replaceAll("{year}", String(today.getUTCFullYear()));
  return { ...content, site: { ...site, data: { ...site.data, footer: { ...site.data.footer, copyright } } } };
}
