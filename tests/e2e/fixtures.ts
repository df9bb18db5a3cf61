import { test as base, expect } from "@playwright/test";
import { manifest, translatedManifest } from "#generated/manifest.ts";

export const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/**
 * Every test fails if the page logs a console error or throws, whatever else it checks. With
 * JavaScript on, page.goto waits until the page script has run (it loads after the first paint, decision
 * 313), and on a page with a form also points at the form, which starts its island (decision 320), and
 * waits until it is live, so these tests act on the live form. A visitor does not wait: the phone
 * project (tests/e2e/phone/) types while the island starts. Other pages load no framework: the page
 * script is all there is to wait for.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // A test that stops at "commit" means to act before the page is live.
        if (options?.waitUntil === "commit") return response;
        if (!response?.headers()["content-type"]?.startsWith("text/html")) return response;
        if ((await page.locator("script[data-page-script]").count()) > 0) await pageScriptRan(page);
        if (hydrates(response.url())) await reachForForm(page);
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Without JavaScript an invalid form post answers 400 with the page and its errors: Chromium logs that
 * document status as a failed resource. Tests that provoke it on purpose remove exactly those lines.
 */
export function acknowledgeStatus(consoleErrors: string[], status: number): void {
  const line = `Failed to load resource: the server responded with a status of ${status} ()`;
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => text !== line));
}

/**
 * Whether a page has a form island to start, as codegen decided it. Known from the address, so the
 * check never races a page that is already reloading (the first-visit reset).
 */
function hydrates(url: string): boolean {
  const path = new URL(url).pathname.replace(/(.)\/$/, "$1");
  return [...manifest, ...translatedManifest].some((entry) => entry.path === path && entry.hydrates);
}

/**
 * Points at the page's form, as a visitor reaching for it does, and resolves once that has hydrated the
 * page. Pointing again if need be: a page that reloads itself (the first-visit reset) drops the first.
 */
async function reachForForm(page: import("@playwright/test").Page): Promise<void> {
  await expect(async () => {
    await page.locator("main form").first().dispatchEvent("pointerover");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 5_000 });
  }).toPass();
}

/** Resolves once the page script has run (its loader marks the script it appended, app/lib/page-script.ts). */
export async function pageScriptRan(page: import("@playwright/test").Page): Promise<void> {
  await page.locator("script[src*='/assets/enhance-'][data-loaded]").waitFor({ state: "attached" });
}

/** Resolves once the page's form island is live (app/forms/LeadForm.tsx marks <html data-hydrated>). */
export async function hydrated(page: import("@playwright/test").Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
