import { site } from "#generated/site.ts";
import { sites } from "#generated/sites/index.ts";
import type { Page } from "@playwright/test";
import { PAGE_SCRIPT_LOADER } from "../../app/lib/page-script.ts";
import { expect, pageScriptRan, test } from "./fixtures.ts";
import {
  allowAnalytics,
  chatCalls,
  chatScriptUrl,
  interceptPosthog,
  markVisited,
  serveFakeChat,
  thirdPartyEnv,
} from "./support/third-party.ts";

// The configured build (build-third-party/): fake PostHog key and host, fake chat app in region "ap",
// first-visit reset on. Third-party hosts never resolve here; page.route stands in for them.

const chatOrigin = new URL(chatScriptUrl).origin;
const regionName = new RegExp(site.toasts.labels.region);

test.describe("first visit", () => {
  /** How the current document was loaded; asked again once loaded when the reset's reload replaces it mid-question. */
  const navigationType = async (page: Page): Promise<string> => {
    for (;;) {
      try {
        return await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type);
      } catch (error) {
        if (!String(error).includes("Execution context was destroyed")) throw error;
        await page.waitForLoadState("load");
      }
    }
  };

  /** Resolves once the page script's reset decided that the page stays (app/enhance/first-visit.ts). */
  const firstVisitChecked = (page: Page) => page.locator("html[data-first-visit-checked]").waitFor({ state: "attached" });

  test("a first visit with stored state clears cookies and session storage and reloads exactly once", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "stale", value: "1", url: baseURL! }]);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) sessionStorage.setItem("seeded", "yes");
    });
    await interceptPosthog(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto("/about");
    await expect.poll(() => navigationType(page)).toBe("reload");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(documents).toHaveLength(2);
    expect(await page.evaluate((key) => localStorage.getItem(key), site.firstVisitReset.storageKey)).toBe("1");
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("stale");
    // It ran from the page script, after the first paint: the page's one inline script is that script's loader.
    expect(
      await page.locator("script:not([src]):not([type])").evaluateAll((scripts) => scripts.map((script) => script.textContent)),
    ).toEqual([PAGE_SCRIPT_LOADER]);

    // The next page finds the flag its page script set: reached by plain navigation, it does not reload.
    await page.goto("/pricing");
    await firstVisitChecked(page);
    expect(await navigationType(page)).toBe("navigate");
    expect(documents).toHaveLength(3);
  });

  test("a first visit with nothing stored sets the flag without a reload", async ({ page }) => {
    await interceptPosthog(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto("/");
    await firstVisitChecked(page);
    expect(await navigationType(page)).toBe("navigate");
    expect(await page.evaluate((key) => localStorage.getItem(key), site.firstVisitReset.storageKey)).toBe("1");
    expect(documents).toHaveLength(1);
  });

  test("with local storage throwing there is no reload at all", async ({ page, context }) => {
    // As in a browser that blocks site data: every use of local storage throws (session storage still works).
    await context.addInitScript(() => {
      const local = window.localStorage;
      for (const method of ["getItem", "setItem", "removeItem", "clear", "key"] as const) {
        const original = Storage.prototype[method] as (...args: unknown[]) => unknown;
        Object.defineProperty(Storage.prototype, method, {
          value(this: Storage, ...args: unknown[]) {
            if (this === local) throw new DOMException("The operation is insecure.", "SecurityError");
            return original.apply(this, args);
          },
        });
      }
    });
    await interceptPosthog(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto("/");
    await firstVisitChecked(page);
    expect(await navigationType(page)).toBe("navigate");
    expect(documents).toHaveLength(1);
  });
});

test.describe("with the visit flag set", () => {
  test.beforeEach(async ({ context }) => markVisited(context));

  test("the policy allows exactly the configured analytics and chat hosts", async ({ request }) => {
    const policy = (await request.get("/")).headers()["content-security-policy"] ?? "";
    const directive = (name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
    expect(directive("connect-src")).toBe(`connect-src 'self' ${thirdPartyEnv.POSTHOG_HOST} ${chatOrigin}`);
    expect(directive("script-src")).toMatch(/^script-src 'self'( 'sha256-[^']+')+ /);
    expect(directive("script-src").endsWith(` ${thirdPartyEnv.POSTHOG_HOST} ${chatOrigin}`)).toBe(true);
    const notFound = (await request.get("/no/such/page")).headers()["content-security-policy"] ?? "";
    expect(notFound).toContain(`connect-src 'self' ${thirdPartyEnv.POSTHOG_HOST} ${chatOrigin}`);
  });

  test("before its widget loads, the chat shows a notice naming its provider and country with a link to the policy", async ({ page }) => {
    await interceptPosthog(page);
    const chat = await serveFakeChat(page);
    await page.goto("/ru/");
    const notice = page.locator("[data-chat-notice]");
    await expect(notice).toBeHidden();

    await page.getByRole("link", { name: sites.ru.chat.labels.open }).click();
    const [before, after] = sites.ru.chat.notice.text.split("{policy}") as [string, string];
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(before);
    await expect(notice).toContainText(after);
    await expect(notice.getByRole("link", { name: sites.ru.chat.notice.policy.label })).toHaveAttribute(
      "href",
      "/ru/privacy-policy#third-parties",
    );
    const openChat = notice.getByRole("button", { name: sites.ru.chat.notice.open });
    await expect(openChat).toBeFocused();
    // Shown, and nothing of the widget fetched: its script, and its provider's cookies, wait for the visitor.
    expect(chat.requests).toEqual([]);
    expect(await chatCalls(page)).toEqual([]);

    await openChat.click();
    await expect(page.getByRole("dialog", { name: "Support chat" })).toBeVisible();
    await expect(notice).toBeHidden();
    expect(chat.requests).toEqual([chatScriptUrl]);
  });

  test("the chat widget loads only once its notice's button is pressed, in the configured region, and records show and track", async ({
    page,
  }) => {
    await interceptPosthog(page);
    const chat = await serveFakeChat(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1500);
    expect(chat.requests).toEqual([]);

    const button = page.getByRole("link", { name: site.chat.labels.open });
    await button.click();
    expect(chat.requests).toEqual([]);
    await page.getByRole("button", { name: site.chat.notice.open }).click();
    await expect(page.getByRole("dialog", { name: "Support chat" })).toBeVisible();
    expect(chat.requests).toEqual([chatScriptUrl]);
    expect(chatScriptUrl).toContain(`widget.${thirdPartyEnv.CHAT_REGION}.`);
    expect(chatScriptUrl).toContain(`app_id=${thirdPartyEnv.CHAT_APP_ID}`);
    await expect
      .poll(() => chatCalls(page))
      .toEqual([
        ["boot", { app_id: thirdPartyEnv.CHAT_APP_ID, region: thirdPartyEnv.CHAT_REGION }],
        ["show"],
        ["trackEvent", "chat-opened", { path: "/" }],
      ]);

    await button.click();
    await expect.poll(async () => (await chatCalls(page)).length).toBe(5);
    expect(chat.requests).toHaveLength(1);
  });

  test("without JavaScript the chat button is still a link to the contact page", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("link", { name: site.chat.labels.open })).toHaveAttribute("href", site.chat.fallbackHref);
    await expect(page.getByRole("region", { name: regionName })).toHaveCount(0);
    await context.close();
  });

  test("analytics starts after load: one page view per address, clicks on buttons and links only", async ({ page, context }) => {
    // Four page loads, each waiting for analytics to start and its events to flush: slow by design.
    test.slow();
    // A visitor who allowed analytics earlier (cross-page-third-party-consent.spec.ts asks them first).
    await allowAnalytics(context);
    const posthog = await interceptPosthog(page);
    const scripts: { url: string; at: number }[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push({ url: request.url(), at: Date.now() });
    });
    let loadedAt = 0;
    page.on("load", () => (loadedAt = Date.now()));
    await page.goto("/");
    const pageviews = () =>
      posthog.events.filter((event) => event.event === "$pageview").map((event) => String(event.properties.$current_url));
    // Nothing starts before the visitor does something (or the start delay passes).
    expect(scripts.some((script) => /\/assets\/module-[^/]+\.js$/.test(script.url))).toBe(false);
    await page.keyboard.press("Shift");
    await expect.poll(pageviews, { timeout: 10_000 }).toEqual([`${new URL(page.url()).origin}/`]);
    const posthogChunk = scripts.find((script) => /\/assets\/module-[^/]+\.js$/.test(script.url) || /posthog/i.test(script.url));
    expect(posthogChunk, "posthog-js is a dynamically imported chunk").toBeTruthy();
    expect(posthogChunk!.at).toBeGreaterThanOrEqual(loadedAt);
    const first = posthog.events.find((event) => event.event === "$pageview")!;
    expect(first.properties.token).toBe(thirdPartyEnv.POSTHOG_KEY);

    // Every page is its own document: each load counts once, from the visitor's first interaction on it.
    const origin = new URL(page.url()).origin;
    await page.getByRole("navigation", { name: site.labels.mainNavigation }).getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL("/contact");
    // The address changes when the new document commits; its page script listens only once it has run.
    await pageScriptRan(page);
    await page.keyboard.press("Shift");
    await expect.poll(pageviews).toEqual([`${origin}/`, `${origin}/contact`]);
    await page.goBack();
    await expect(page).toHaveURL("/");
    await pageScriptRan(page);
    await page.keyboard.press("Shift");
    await expect.poll(pageviews).toEqual([`${origin}/`, `${origin}/contact`, `${origin}/`]);
    await page.evaluate(() => history.replaceState(history.state, "", "#pain-points"));
    // The address poll runs every second; two rounds later the in-page jump must still not count.
    await page.evaluate((pollMs) => new Promise((resolve) => setTimeout(resolve, pollMs * 2 + 100)), site.analytics.pageviewPollMs);
    expect(pageviews()).toEqual([`${origin}/`, `${origin}/contact`, `${origin}/`]);

    // A click on plain text is not captured; a click on a button is (the pricing table's tooltips).
    await page.goto("/pricing");
    await page.keyboard.press("Shift");
    await expect.poll(pageviews).toHaveLength(4);
    const onPricing = () =>
      posthog.events.filter((event) => event.event === "$autocapture" && String(event.properties.$current_url).endsWith("/pricing"));
    await page.locator("h1").first().click();
    await page.getByRole("button", { name: "About Monthly" }).click();
    await expect.poll(() => onPricing().length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(3500);
    for (const event of onPricing()) {
      const elements = String(event.properties.$elements_chain ?? JSON.stringify(event.properties.$elements ?? ""));
      expect(elements).toMatch(/^(button|a)[.:;]/);
    }
    // The button only; the heading click left no event.
    expect(onPricing().map((event) => (event.properties.$elements as { tag_name: string }[])[0]?.tag_name)).toEqual(["button"]);
  });
});

test.describe("toasts", () => {
  test.beforeEach(async ({ context }) => markVisited(context));

  /** A real caller: when the chat widget cannot load, the chat button shows an error toast. */
  async function failChat(page: import("@playwright/test").Page, consoleErrors: string[]) {
    await interceptPosthog(page);
    await serveFakeChat(page, { fail: true });
    await page.goto("/");
    await page.getByRole("link", { name: site.chat.labels.open }).click();
    await page.getByRole("button", { name: site.chat.notice.open }).click();
    const toast = page.getByRole("alert").filter({ hasText: site.chat.labels.unavailable });
    await expect(toast).toBeVisible();
    // Where a visitor sees it, at the top of the window; unstyled, it sat below the footer.
    await expect(toast).toBeInViewport();
    // Chromium reports the failed widget script as a console error; that failure is what this test causes.
    await expect.poll(() => consoleErrors.filter((error) => error.includes("503")).length).toBe(1);
    consoleErrors.splice(0);
    return toast;
  }

  // Time-based behaviour runs on Playwright's clock: exact durations, no real waiting.
  test("an error toast is an alert that leaves after 5 seconds and is then removed", async ({ page, consoleErrors }) => {
    await page.clock.install();
    const toast = await failChat(page, consoleErrors);
    // Stop the page's clock where it is: the toast has been up for at most a second of real time.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));
    await expect(page.getByRole("region", { name: regionName })).toBeAttached();
    await page.mouse.move(0, 0);
    await page.clock.runFor(site.toasts.durationMs - 1500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(2500);
    await expect(page.locator("[data-toast]")).toHaveCount(0);
  });

  test("hovering pauses the toast and leaving resumes it", async ({ page, consoleErrors }) => {
    await page.clock.install();
    const toast = await failChat(page, consoleErrors);
    await toast.hover();
    await page.clock.runFor(site.toasts.durationMs + 1000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 400);
    await page.clock.runFor(site.toasts.durationMs + 1500);
    await expect(page.locator("[data-toast]")).toHaveCount(0);
  });

  test("F8 moves focus to the toast, which pauses it; Escape dismisses it", async ({ page, consoleErrors }) => {
    await page.clock.install();
    const toast = await failChat(page, consoleErrors);
    await page.mouse.move(5, 400);
    await page.keyboard.press(site.toasts.hotkey);
    await expect(toast).toBeFocused();
    await page.clock.runFor(site.toasts.durationMs + 500);
    await expect(toast).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-toast]")).toHaveCount(0);
  });

  test("a swipe to the right of 50 px dismisses; a shorter one does not", async ({ page, consoleErrors }) => {
    const toast = await failChat(page, consoleErrors);
    // Each gesture starts where the toast rests, not where its entrance or snap-back transition has it.
    const settled = () => toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await settled();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 20;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + site.toasts.swipeThresholdPx - 15, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveAttribute("data-state", "open");
    await settled();
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + site.toasts.swipeThresholdPx + 5, y, { steps: 5 });
    await page.mouse.up();
    await expect(page.locator("[data-toast]")).toHaveCount(0);
  });

  test("only one toast shows at a time", async ({ page, consoleErrors }) => {
    await failChat(page, consoleErrors);
    await page.getByRole("link", { name: site.chat.labels.open }).click();
    await expect.poll(() => consoleErrors.filter((error) => error.includes("503")).length).toBe(1);
    consoleErrors.splice(0);
    await expect(page.locator('[data-toast][data-state="open"]')).toHaveCount(1);
    await expect(page.locator("[data-toast]")).toHaveCount(1);
  });
});
