import type { BrowserContext, Page } from "@playwright/test";
import { sites } from "#generated/sites/index.ts";
import { site } from "#generated/site.ts";
import { expect, pageScriptRan, test } from "./fixtures.ts";
import { violations } from "./support/axe.ts";
import { CONSENT_BANNER } from "../../app/lib/analytics-consent.ts";
import { interceptPosthog, markVisited, thirdPartyEnv } from "./support/third-party.ts";

// The configured build (build-third-party/): analytics runs only after the visitor allows it (decision 384).
// A content page: before a choice it loads the page script and nothing else, so any other script is analytics.

const PAGE = "/about";
/** posthog-js's cookie, as the privacy policy names it. */
const ANALYTICS_COOKIE = `ph_${thirdPartyEnv.POSTHOG_KEY}_posthog`;
const { labels } = site.analyticsConsent;

/** Everything analytics would do: requests to its host, its chunk from ours, and what it stores. */
async function watchAnalytics(page: Page, context: BrowserContext) {
  const posthog = await interceptPosthog(page);
  const otherScripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && !/\/assets\/enhance-[\w-]+\.js$/.test(request.url())) otherScripts.push(request.url());
  });
  const pageviews = () =>
    posthog.events.filter((event) => event.event === "$pageview").map((event) => String(event.properties.$current_url));
  const analyticsCookies = async () => (await context.cookies()).filter((cookie) => cookie.name.startsWith("ph_"));
  const analyticsStorage = () => page.evaluate(() => Object.keys(localStorage).filter((key) => /^(ph_|__ph_)/.test(key)));
  /** Nothing of analytics happened: no request to its host, no chunk of it, no cookie, no stored entry. */
  const nothing = async () => {
    expect(posthog.requests, "requests to the analytics host").toEqual([]);
    expect(otherScripts, "scripts besides the page script").toEqual([]);
    expect(await analyticsCookies(), "analytics cookies").toEqual([]);
    expect(await analyticsStorage(), "analytics entries in local storage").toEqual([]);
  };
  return { posthog, pageviews, analyticsCookies, analyticsStorage, nothing };
}

/** What starts analytics on today's pages, when it may: a scroll, a key, a click, and the start delay passing. */
async function interactAndWait(page: Page): Promise<void> {
  await page.mouse.wheel(0, 400);
  await page.keyboard.press("Shift");
  await page.locator("h1").first().click();
  await page.clock.runFor(site.analytics.startDelayMs + 5_000);
  // A round trip to the page after the timers ran: whatever they started has asked for its script by now.
  await page.evaluate(() => document.readyState);
}

/** The banner's element, shown or hidden, as the page script finds it. */
const BANNER_ELEMENT = `[${CONSENT_BANNER}]`;
const banner = (page: Page, name = labels.region) => page.getByRole("region", { name });

test.beforeEach(async ({ context }) => markVisited(context));

test("before a choice no analytics request or cookie exists, after interactions and 15 s either", async ({ page, context }) => {
  await page.clock.install();
  const analytics = await watchAnalytics(page, context);
  await page.goto(PAGE);
  await interactAndWait(page);
  await analytics.nothing();
  await expect(banner(page)).toBeVisible();
  // Unanswered, it asks again on the next page.
  await page.reload();
  await pageScriptRan(page);
  await expect(banner(page)).toBeVisible();
  await interactAndWait(page);
  await analytics.nothing();
});

test("a cookie analytics set before the visitor was asked is removed, and nothing is sent", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: ANALYTICS_COOKIE, value: "{}", url: baseURL!, expires: Date.now() / 1000 + 86_400 }]);
  const analytics = await watchAnalytics(page, context);
  await page.goto(PAGE);
  await expect(banner(page)).toBeVisible();
  await expect.poll(analytics.analyticsCookies).toEqual([]);
  await page.keyboard.press("Shift");
  expect(analytics.posthog.requests).toEqual([]);
});

test("on a first visit the reset reloads first, then the banner asks, and the answer outlives the reset", async ({ page, baseURL }) => {
  const firstVisit = await page.context().browser()!.newContext({ baseURL });
  const visitor = await firstVisit.newPage();
  try {
    await firstVisit.addCookies([{ name: "stale", value: "1", url: baseURL! }]);
    const analytics = await watchAnalytics(visitor, firstVisit);
    await visitor.goto(PAGE);
    // The reset reloads the first document; the one that stays shows the banner.
    await visitor.locator("html[data-first-visit-checked]").waitFor({ state: "attached" });
    expect(await visitor.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type)).toBe(
      "reload",
    );
    await banner(visitor).getByRole("button", { name: labels.accept }).click();
    await expect.poll(analytics.pageviews, { timeout: 10_000 }).toHaveLength(1);
    await visitor.goto("/pricing");
    // This context's pages are not the fixture's: wait for the page script, which listens for the first key.
    await pageScriptRan(visitor);
    await expect(visitor.locator(BANNER_ELEMENT)).toBeHidden();
    await visitor.keyboard.press("Shift");
    await expect.poll(analytics.pageviews, { timeout: 10_000 }).toHaveLength(2);
  } finally {
    await firstVisit.close();
  }
});

test("allowing analytics starts it at once, and the choice holds after a reload", async ({ page, context }) => {
  const analytics = await watchAnalytics(page, context);
  await page.goto(PAGE);
  const origin = new URL(page.url()).origin;
  await banner(page).getByRole("button", { name: labels.accept }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(analytics.pageviews, { timeout: 10_000 }).toEqual([`${origin}${PAGE}`]);
  expect(analytics.posthog.events.find((event) => event.event === "$pageview")!.properties.token).toBe(thirdPartyEnv.POSTHOG_KEY);
  // What the privacy policy says it stores: one first-party cookie, kept for the configured days, and the
  // same entry in local storage beside the answer.
  const [cookie, ...others] = await context.cookies();
  expect([cookie?.name, ...others.map((other) => other.name)]).toEqual([ANALYTICS_COOKIE]);
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(Math.round(days)).toBe(site.analytics.cookieExpirationDays);
  expect(await analytics.analyticsStorage()).toEqual([ANALYTICS_COOKIE]);
  expect(await page.evaluate((key) => localStorage.getItem(key), site.analytics.consentStorageKey)).toBe("granted");

  await page.reload();
  await pageScriptRan(page);
  await expect(page.locator(BANNER_ELEMENT)).toBeHidden();
  // A later page starts it as before: on the first interaction (decision 360).
  await page.keyboard.press("Shift");
  await expect.poll(analytics.pageviews, { timeout: 10_000 }).toEqual([`${origin}${PAGE}`, `${origin}${PAGE}`]);
});

test("declining sends nothing, after interactions and 15 s either, and the choice holds after a reload", async ({ page, context }) => {
  await page.clock.install();
  const analytics = await watchAnalytics(page, context);
  await page.goto(PAGE);
  await banner(page).getByRole("button", { name: labels.decline }).click();
  await expect(banner(page)).toBeHidden();
  await interactAndWait(page);
  await analytics.nothing();
  await page.reload();
  await pageScriptRan(page);
  await expect(page.locator(BANNER_ELEMENT)).toBeHidden();
  await interactAndWait(page);
  await analytics.nothing();
});

test("the footer's cookie settings change a yes into a no, which removes what analytics stored", async ({ page, context }) => {
  const analytics = await watchAnalytics(page, context);
  await page.goto(PAGE);
  await banner(page).getByRole("button", { name: labels.accept }).click();
  await expect.poll(analytics.pageviews, { timeout: 10_000 }).toHaveLength(1);
  expect((await analytics.analyticsCookies()).map((cookie) => cookie.name)).toEqual([ANALYTICS_COOKIE]);

  const settings = page.getByRole("contentinfo").getByRole("link", { name: labels.settings });
  await settings.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: labels.accept })).toBeFocused();
  await banner(page).getByRole("button", { name: labels.decline }).click();
  await expect(banner(page)).toBeHidden();
  // Focus returns to the link that opened the banner.
  await expect(settings).toBeFocused();
  expect(await analytics.analyticsCookies()).toEqual([]);
  expect(await analytics.analyticsStorage()).toEqual([]);

  const requestsBefore = analytics.posthog.requests.length;
  await page.reload();
  await pageScriptRan(page);
  await page.keyboard.press("Shift");
  await page.locator("h1").first().click();
  expect(analytics.posthog.requests.slice(requestsBefore)).toEqual([]);
  expect(await analytics.analyticsCookies()).toEqual([]);
});

test("the banner is answered from the keyboard, and its first key press starts nothing", async ({ page, context }) => {
  const analytics = await watchAnalytics(page, context);
  await page.goto(PAGE);
  await expect(banner(page)).toBeVisible();
  // The skip link first, then the banner: its policy link, and its "yes".
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("link", { name: site.analyticsConsent.policy.label })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: labels.accept })).toBeFocused();
  expect(analytics.posthog.requests).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeHidden();
  await expect(page.locator("main")).toBeFocused();
  await expect.poll(analytics.pageviews, { timeout: 10_000 }).toHaveLength(1);
});

for (const locale of ["en", "ru", "uz"] as const) {
  const words = sites[locale].analyticsConsent;
  const path = locale === "en" ? PAGE : `/${locale}${PAGE}`;

  test(`${path}: the banner asks in its language, moves nothing on the page and has no axe violations`, async ({ page }) => {
    await interceptPosthog(page);
    // The brand typeface arrives only after the page has painted and its script has run, as on a slow line.
    let releaseFonts = () => {};
    const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await fontsHeld;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.locator("h1")).toBeVisible();
    await pageScriptRan(page);
    releaseFonts();
    const region = banner(page, words.labels.region);
    await expect(region).toBeVisible();
    await expect(region).toContainText(words.labels.text);
    await expect(region.getByRole("button", { name: words.labels.accept })).toBeVisible();
    await expect(region.getByRole("button", { name: words.labels.decline })).toBeVisible();
    await expect(region.getByRole("link", { name: words.policy.label })).toHaveAttribute("href", words.policy.href);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: words.labels.settings })).toHaveAttribute(
      "href",
      words.policy.href,
    );
    expect(words.policy.href).toMatch(locale === "en" ? /^\/privacy-policy#third-parties$/ : new RegExp(`^/${locale}/privacy-policy#`));
    // Fixed to the window, and the late typeface is not swapped in (decision 434): nothing on the page moved.
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          void document.fonts.ready.then(() => requestAnimationFrame(() => setTimeout(() => resolve(sum), 0)));
        }),
    );
    expect(shifts).toBe(0);
    expect(await violations(page)).toEqual([]);
  });
}

test("without JavaScript no banner shows, and the cookie settings link opens the policy", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(page.locator(BANNER_ELEMENT)).toHaveCount(1);
  await expect(page.locator(BANNER_ELEMENT)).toBeHidden();
  await page.getByRole("contentinfo").getByRole("link", { name: labels.settings }).click();
  await expect(page).toHaveURL(/\/privacy-policy#third-parties$/);
  await context.close();
});
