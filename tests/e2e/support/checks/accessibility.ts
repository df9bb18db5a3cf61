import { violations } from "../axe.ts";
import { pathInEnglish, type Check } from "./sweep.ts";

/**
 * Russian and Uzbek pages checked with axe: the home pages and content pages of the same components as the
 * English ones, every one of which is checked. With JavaScript only: the page without it is the
 * prerendered HTML, which hydration leaves unchanged (the console guard fails any mismatch), and the page
 * with it adds client-only controls.
 */
const TRANSLATED = new Set(["ru /", "uz /", "ru /about", "uz /pricing", "ru /compliance", "uz /support"]);

/** Axe's WCAG 2.1 A/AA and best-practice findings at a phone's and a laptop's width: the DOM is one, the layout two. */
export const accessibility: Check = {
  name: "axe",
  at: (address) =>
    address.entry && (address.locale === "en" || TRANSLATED.has(`${address.locale} ${pathInEnglish(address)}`))
      ? [
          { width: 390, height: 844 },
          { width: 1280, height: 800 },
        ]
      : [],
  async run({ page, where, findings }) {
    findings.add("axe: violations", where, await violations(page));
  },
};
