// Measures how many characters each place of the design holds at 390 and 1280 px in each language, the
// figures behind the length limits in model/schema/text-limits.ts (docs/decisions/356).
// Run: npm run bench:text-limits   (SITE_URL=http://127.0.0.1:3000 measures a server already running)
import { chromium, type Page } from "@playwright/test";
import { playwrightLaunchOptions } from "../support/browser.ts";
import { startSite } from "./serve.ts";

interface Place {
  name: string;
  /** The page it is measured on, without the language prefix. */
  path: string;
  selector: string;
  /** Lines the design gives the text before it pushes the rest of its block out of shape. */
  lines: number;
  /** Opens the mobile menu or a dropdown before measuring. */
  open?: "menu" | "group";
}

const PLACES: readonly Place[] = [
  { name: "menu label", path: "/", selector: "header nav > ul > li:first-child > details > summary", lines: 1 },
  { name: "menu link", path: "/", selector: "header nav > ul > li:first-child li:first-child a", lines: 2, open: "group" },
  { name: "header button", path: "/", selector: "header nav > a", lines: 1 },
  { name: "hero eyebrow", path: "/", selector: "main section:first-of-type p:first-child", lines: 3 },
  { name: "hero title", path: "/", selector: "main h1", lines: 6 },
  { name: "hero lead", path: "/", selector: "main h1 + p", lines: 12 },
  { name: "button label", path: "/", selector: "main h1 ~ div a", lines: 2 },
  { name: "hero figure", path: "/", selector: "main section:first-of-type li strong", lines: 2 },
  { name: "hero figure label", path: "/", selector: "main section:first-of-type li strong + span", lines: 2 },
  { name: "section title", path: "/", selector: "main h2", lines: 4 },
  { name: "list item", path: "/", selector: "#pain-points li", lines: 3 },
  { name: "card title", path: "/about", selector: "#mission li h3", lines: 3 },
  { name: "badge", path: "/about", selector: "main li > div > span:not(:has(svg))", lines: 1 },
  { name: "tab label", path: "/solutions/collaboration", selector: "main nav li a", lines: 1 },
  { name: "stat figure", path: "/about", selector: "main dl dd", lines: 2 },
  { name: "stat label", path: "/about", selector: "main dl dt", lines: 2 },
  { name: "footer heading", path: "/", selector: "footer h2, footer h3", lines: 2 },
  { name: "footer link", path: "/", selector: "footer li a", lines: 2 },
];

const WIDTHS = [390, 1280] as const;
const LOCALES = ["", "/ru", "/uz"] as const;
const MAX = 400;

const site = process.env.SITE_URL ? { url: process.env.SITE_URL, stop: async () => {} } : await startSite();
const browser = await chromium.launch(playwrightLaunchOptions);
const rows: string[] = [];
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const place of PLACES) {
      const held = [];
      for (const prefix of LOCALES) {
        await page.goto(`${site.url}${prefix}${place.path === "/" && prefix ? "/" : place.path}`);
        held.push(await longestHeld(page, place, width));
      }
      rows.push(`${place.name.padEnd(20)} ${String(width).padStart(4)} px  en ${held[0]}  ru ${held[1]}  uz ${held[2]}`);
      console.log(rows.at(-1));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}

/** The longest text, in the page's own language, that the place holds within its lines and the viewport. */
async function longestHeld(page: Page, place: Place, width: number): Promise<number | string> {
  return page.evaluate(
    ({ place, width, max }) => {
      const element = document.querySelector<HTMLElement>(place.selector);
      if (!element) return "none";
      if (width < 600 && place.selector.startsWith("header")) document.getElementById("site-menu")?.showPopover();
      if (place.open === "group") element.closest("details")?.setAttribute("open", "");
      const header = document.querySelector("header")!;
      const headerHeight = header.getBoundingClientRect().height;
      // Words of the page's own language, so the glyph widths are the language's.
      const words = (document.querySelector("main")!.textContent ?? "").split(/\s+/).filter((word) => /^\p{L}{2,12}$/u.test(word));
      const sample = Array.from({ length: 200 }, (_, index) => words[(index * 7) % words.length]).join(" ");
      const textNode = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE) ?? element;
      const lines = () => {
        const range = document.createRange();
        range.selectNodeContents(textNode);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      const holds = (length: number) => {
        textNode.textContent = sample.slice(0, length).trimEnd();
        const headerKept = width < 600 || !place.selector.startsWith("header") || header.getBoundingClientRect().height <= headerHeight;
        return (
          lines() <= place.lines &&
          headerKept &&
          document.documentElement.scrollWidth <= window.innerWidth &&
          // Wider than the screen's content column, a tab or button can never be seen whole.
          element.getBoundingClientRect().width <= window.innerWidth - 32 &&
          element.scrollWidth <= element.clientWidth + 1
        );
      };
      let low = 1;
      let high = max;
      if (holds(high)) return `>${max}`;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (holds(middle)) low = middle;
        else high = middle;
      }
      return low;
    },
    { place, width, max: MAX },
  );
}
