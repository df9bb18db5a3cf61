// Full-page PNGs of every route at 390 and 1280 px into screenshots/, against a server started here.
// Run: npm run screenshots   (ROUTES=/,/ru/pricing to limit the routes, WIDTHS=390,1024,1440 the widths)
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { manifest, translatedManifest } from "#generated/manifest.ts";
import { playwrightLaunchOptions } from "../support/browser.ts";
import { startSite } from "./serve.ts";

const WIDTHS = process.env.WIDTHS?.split(",").map(Number) ?? [390, 1280];
const OUT = "screenshots";
const chosen = process.env.ROUTES?.split(",").map((path) => path.trim());
const routes = [...manifest, ...translatedManifest].filter((route) => (chosen ? chosen.includes(route.path) : route.locale === "en"));

mkdirSync(OUT, { recursive: true });
const site = await startSite();
const browser = await chromium.launch(playwrightLaunchOptions);
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(site.url + route.path, { waitUntil: "networkidle" });
      // Lazy images below the fold load only when scrolled near; bring each into view first.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const name = (route.path === "/" ? "home" : route.path.slice(1).replaceAll("/", "_")) + `-${width}.png`;
      await page.screenshot({ path: join(OUT, name), fullPage: true });
      console.log(`${OUT}/${name}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
