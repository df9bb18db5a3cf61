import type { Page } from "@playwright/test";
import { site } from "#generated/site.ts";
import { expect, hydrated, pageScriptRan, test, widths } from "./fixtures.ts";

// The default e2e build: no analytics, no chat (FIRST_VISIT_RESET=off, see playwright.config.ts).

test("without chat settings the chat button is a link to the contact page, bottom right", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize(widths.desktop);
  await page.goto("/about");
  const chat = page.getByRole("link", { name: site.chat.labels.open });
  await expect(chat).toHaveAttribute("href", site.chat.fallbackHref);
  const box = await chat.boundingBox();
  expect(box && box.x + box.width).toBeGreaterThan(widths.desktop.width - 80);
  expect(box && box.y + box.height).toBeGreaterThan(widths.desktop.height - 80);
  await chat.click();
  await expect(page).toHaveURL(site.chat.fallbackHref);
  if (!javaScriptEnabled) await expect(page.getByRole("region", { name: new RegExp(site.toasts.labels.region) })).toHaveCount(0);
});

test("narrower than the window's margins the chat button is in the sticky header, in the window from any scroll position", async ({
  page,
}) => {
  await page.goto("/");
  for (const width of [390, 768, 1024, 1279]) {
    await page.setViewportSize({ width, height: 800 });
    const chat = page.getByRole("banner").getByRole("link", { name: site.chat.labels.open });
    for (const share of [0, 0.5, 1]) {
      await page.evaluate(
        (part) => window.scrollTo({ top: part * (document.scrollingElement!.scrollHeight - innerHeight), behavior: "instant" }),
        share,
      );
      await expect(chat, `at ${width} px, scrolled ${share * 100}% down`).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole("link", { name: site.chat.labels.open })).toHaveCount(1);
  }
});

test("a page without an analytics key ships no posthog code and calls no third party", async ({ page, request }) => {
  const outside: string[] = [];
  page.on("request", (req) => {
    if (!req.url().startsWith("http://127.0.0.1")) outside.push(req.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  expect(outside).toEqual([]);
  const scripts = await entryScripts(request, "/");
  expect(scripts.length).toBeGreaterThan(2);
  for (const [url, code] of scripts) {
    expect(code, url).not.toContain("posthog-js");
    expect(code, url).not.toContain("$autocapture");
  }
});

test("without third-party settings the policy stays strict", async ({ request }) => {
  const policy = (await request.get("/")).headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(policy).toContain("connect-src 'self';");
});

test.describe("scrolling", () => {
  test.use({ viewport: widths.desktop });
  const rootScrollBehavior = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);

  // Every page is its own document: a link to another page starts it at its top and Back returns to
  // where the visitor was, both done by the browser, with or without JavaScript.
  test("a link to another page opens it at the top, and Back returns to the earlier position", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(1000);
    await page.getByRole("contentinfo").getByRole("link", { name: "Infrastructure" }).first().click();
    await expect(page).toHaveURL("/infrastructure");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL("/about");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);
  });

  // Smooth scrolling itself is the browser's; headless Chromium animates it only some of the time, so these
  // check what the site asks for: the root's scroll-behavior, which the scroll-to-top link and in-page links follow.
  test("the scroll-to-top link appears after scrolling and glides back to the top", async ({ page }) => {
    await page.goto("/");
    expect(await rootScrollBehavior(page)).toBe("smooth");
    const link = page.getByRole("link", { name: site.labels.scrollToTop, includeHidden: true });
    await expect(link).toHaveAttribute("href", "#top");
    await expect(link).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    expect(box?.x).toBeLessThan(100);
    await link.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("with reduced motion the scroll-to-top link jumps to the top at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    expect(await rootScrollBehavior(page)).toBe("auto");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.getByRole("link", { name: site.labels.scrollToTop }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL("/about#top");
  });

  test("a hero anchor link brings its section into view on the same page", async ({ page }) => {
    await page.goto("/infrastructure");
    await page.locator("section").first().getByRole("link", { name: "Technical Specifications" }).click();
    await expect(page).toHaveURL("/infrastructure#technical-specs");
    await expect(page.locator("#technical-specs")).toBeInViewport();
  });

  test("an anchor link whose section is not on this page navigates to it", async ({ page }) => {
    await page.goto("/infrastructure");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/startup-program#apply-now";
      link.textContent = "Apply elsewhere";
      document.querySelector("main")?.prepend(link);
    });
    await page.getByRole("link", { name: "Apply elsewhere" }).click();
    await expect(page).toHaveURL("/startup-program#apply-now");
    await expect(page.locator("#apply-now")).toBeInViewport();
  });
});

test("a content page asks for its document, its typeface, the images it shows and the page script, and nothing else", async ({
  page,
  javaScriptEnabled,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  // The tab icon travels inside the page (decision 317): no request of its own.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /^data:image\/svg\+xml,/);
  const images = await page
    .locator("img")
    .evaluateAll((elements) => elements.map((image) => new URL((image as HTMLImageElement).src).pathname));
  // Exact addresses: a ".data" fetch or a module beside the document would be framework code on a content page.
  const expected = new Set(["/about", ...images]);
  const pageScript = /^\/assets\/enhance-[\w-]+\.js$/;
  // The typeface's files for the scripts the page is written in (decision 392).
  const typeface = /^\/assets\/inter-[\w-]+\.woff2$/;
  const unexpected = requested.filter(
    (path) => !expected.has(path) && !typeface.test(path) && !(javaScriptEnabled && pageScript.test(path)),
  );
  expect(unexpected).toEqual([]);
  if (javaScriptEnabled) expect(requested.filter((path) => pageScript.test(path))).toHaveLength(1);
});

test("a first visit fetches the one font file of its page's language: Latin in English and Uzbek, even with «Русский» in the language links; Latin and Cyrillic in Russian", async ({
  browser,
  javaScriptEnabled,
}) => {
  const fontFile = /^\/assets\/(inter-[a-z-]+?)-[\w-]{8}\.woff2$/;
  for (const [path, file] of [
    ["/", "inter-latin"],
    ["/uz/", "inter-latin"],
    ["/contact", "inter-latin"],
    ["/ru/", "inter-latin-cyrillic"],
  ] as const) {
    // A context of its own: nothing cached from another page (Chromium reports a cached file as a request).
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => {
      const name = fontFile.exec(new URL(request.url()).pathname)?.[1];
      if (name) requested.push(name);
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(requested, path).toEqual([file]);
    await context.close();
  }
});

test("the page script is requested only after the page has painted", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript there is no page script");
  for (const path of ["/about", "/"]) {
    await page.goto(path);
    const startOf = (name: string) =>
      page.evaluate(
        (wanted) => performance.getEntries().find((entry) => entry.name === wanted || entry.name.includes(wanted))?.startTime ?? null,
        name,
      );
    await expect.poll(() => startOf("/assets/enhance-"), path).not.toBeNull();
    const paint = await startOf("first-contentful-paint");
    expect(paint, path).toBeGreaterThan(0);
    expect(await startOf("/assets/enhance-"), path).toBeGreaterThan(paint!);
  }
});

test("without a reported paint the page script still loads: at the load event, or five seconds after it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript there is no page script");
  const pageScript = page.locator("script[src*='/assets/enhance-']");
  // A browser without paint timing: the load event is the signal. The clock stands still, so the
  // five-second fallback cannot be what loads it.
  await page.clock.install();
  await page.addInitScript(() => Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { value: ["resource"] }));
  await page.goto("/about");
  await expect(pageScript).toHaveCount(1);

  // A browser that lists paint timing but never reports the paint.
  const silent = await page.context().newPage();
  await silent.clock.install();
  await silent.addInitScript(() => {
    window.PerformanceObserver = class {
      static supportedEntryTypes = ["paint"];
      observe() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof PerformanceObserver;
  });
  await silent.goto("/about");
  await expect(silent.locator("script[src*='/assets/enhance-']")).toHaveCount(0);
  await silent.clock.runFor(5000);
  await expect(silent.locator("script[src*='/assets/enhance-']")).toHaveCount(1);
});

/** Every script a page loads before anything dynamic: module scripts, modulepreloads and the inline entry's imports. */
/** The page's scripts and, behind its page script, the islands bundle with what that imports statically. */
async function entryScripts(request: import("@playwright/test").APIRequestContext, path: string): Promise<[string, string][]> {
  const html = await (await request.get(path)).text();
  const read = async (url: string) => [url, await (await request.get(url)).text()] as [string, string];
  const pageScripts = await Promise.all(
    [...html.matchAll(/(?:src|href|data-page-script)="(\/assets\/[^"]+\.js)"/g)].map((match) => read(match[1]!)),
  );
  const scripts = [...pageScripts];
  for (const [, code] of pageScripts) {
    const islands = /["'`](\/assets\/islands-[\w-]+\.js)["'`]/.exec(code)?.[1];
    if (!islands) continue;
    const bundle = await read(islands);
    scripts.push(bundle);
    for (const match of bundle[1].matchAll(/\bfrom\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) scripts.push(await read(`/assets/${match[1]!}`));
  }
  return scripts;
}

/**
 * Holds every framework module (the page script is not one of them) until `release` is called;
 * `requested` settles when the page first asks for one.
 */
async function holdFrameworkModules(page: Page) {
  const held: string[] = [];
  let release: () => void = () => {};
  let firstRequest: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (firstRequest = resolve));
  await page.route(/\/assets\/(?!enhance-)[^/]+\.js$/, async (route) => {
    held.push(route.request().url());
    firstRequest();
    await released;
    await route.continue();
  });
  return { held, requested, release };
}

const homeForm = (page: Page) => {
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("textbox", { name: /Full name/ }) })
    .first();
  return {
    name: form.getByRole("textbox", { name: /Full name/ }).first(),
    message: form.getByRole("textbox", { name: /Message/ }).first(),
  };
};

test("text typed into the home form before the page hydrates is kept once it does", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript nothing hydrates: the form is the server's, as typed");
  const framework = await holdFrameworkModules(page);
  await page.goto("/", { waitUntil: "commit" });
  const { name, message } = homeForm(page);
  await name.fill("Dilnoza Karimova");
  await message.fill("We need 40 VMs in Tashkent by March.");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  // The form's island is asked for once typing pauses (decision 364), not at the first keystroke.
  await framework.requested;
  framework.release();
  await hydrated(page);
  await expect(name).toHaveValue("Dilnoza Karimova");
  await expect(message).toHaveValue("We need 40 VMs in Tashkent by March.");
  // And the live form knows it: typing on appends to what was there (a reset state would start over).
  await name.press("End");
  await name.pressSequentially(" Jr");
  await expect(name).toHaveValue("Dilnoza Karimova Jr");
});

test("a form page loads without its framework, which starts when the visitor reaches for the form and keeps what they type", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript there is no framework to start");
  await page.setViewportSize(widths.phone);
  const framework = await holdFrameworkModules(page);
  await page.goto("/", { waitUntil: "commit" });
  // The page script is what starts the framework: it must have run for "nothing more" to mean anything.
  await pageScriptRan(page);
  // Reading, scrolling past the form and idling load nothing more.
  await page.locator("main form").first().scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(framework.held).toEqual([]);
  // Not even the framework's inline scripts ran: its hydration data waits with it (decision 316).
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  const { name } = homeForm(page);
  await name.focus();
  await framework.requested;
  await name.pressSequentially("Aziz");
  framework.release();
  await hydrated(page);
  await expect(name).toHaveValue("Aziz");
  await name.pressSequentially(" Rahimov");
  await expect(name).toHaveValue("Aziz Rahimov");
});

test("a field focused before the page script runs starts the framework once it does", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript there is no framework to start");
  let releaseScript: () => void = () => {};
  const scriptReleased = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/assets\/enhance-[^/]+\.js$/, async (route) => {
    await scriptReleased;
    await route.continue();
  });
  const framework = await holdFrameworkModules(page);
  await page.goto("/", { waitUntil: "commit" });
  const { name } = homeForm(page);
  await name.focus();
  await name.pressSequentially("Malika");
  releaseScript();
  // No further pointer, touch or focus: the focus the visitor already gave the form is enough.
  await framework.requested;
  framework.release();
  await hydrated(page);
  await expect(name).toHaveValue("Malika");
});

test("starting a form page's framework does not replay a scroll position saved for its history entry", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript there is no framework to start");
  // A history entry React Router keyed, with a position it saved in an earlier life of this document (a
  // reload after a client-side move). The browser restores such a position itself at load; the
  // framework's scroll-restoration script, run when the visitor reaches for the form, would jump there.
  await page.addInitScript(() => {
    if (history.state?.key !== "saved-entry") history.replaceState({ key: "saved-entry" }, "");
    sessionStorage.setItem("react-router-scroll-positions", JSON.stringify({ "saved-entry": 900 }));
  });
  await page.goto("/");
  await hydrated(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a page paints from its own HTML: no stylesheet request, and the next page does the same", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/privacy-policy");
  await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
  // Every page is its own document (decision 304): the pricing page brings its table's styles along.
  await page.getByRole("contentinfo").getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("table").first()).toHaveCSS("border-collapse", "collapse");
  expect(stylesheets).toEqual([]);
});
