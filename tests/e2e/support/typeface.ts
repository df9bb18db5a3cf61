import type { Page } from "@playwright/test";

/**
 * Whether Chromium draws the text of the page's first heading in Inter, the site's own file, rather than
 * a local fallback: what the browser itself reports (CDP CSS.getPlatformFontsForNode), not a style that
 * only asks for it.
 */
export async function headingSetInInter(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.length > 0 && fonts.every((font) => font.isCustomFont && font.familyName.startsWith("Inter"));
  } finally {
    await cdp.detach();
  }
}
