import { test as testWithoutPage, expect as expectWithoutPage } from "@playwright/test";
import { LOCALES } from "#model/schema/locales.ts";
import { expect, test } from "./fixtures.ts";
import { keyContentOnAPhone } from "./support/checks/head-and-heading.ts";
import { localizedText, statTileWords } from "./support/checks/localized-text.ts";
import { foldedHeader, headingLines } from "./support/checks/phone-headings.ts";
import { sideways } from "./support/checks/sideways.ts";
import { addressesIn, coverage, inGroups, sweep } from "./support/checks/sweep.ts";

// The sweep without JavaScript (docs/testing.md): the prerendered HTML, as a visitor without scripts and a
// crawler get it. One browser page visits each address once and runs every check that applies at each
// width; the checks live in support/checks/. What the HTML and CSS alone decide is measured once, here or
// in the sweep with JavaScript, not in both (playwright.config.ts says which).
const CHECKS = [keyContentOnAPhone, headingLines, foldedHeader, sideways, localizedText, statTileWords];
const GROUPS = 3;

for (const locale of LOCALES) {
  const groups = inGroups(addressesIn(locale), GROUPS);
  groups.forEach((addresses, index) => {
    test(`sweep without JavaScript, ${locale} ${index + 1}/${groups.length}: ${addresses.map((address) => address.path).join(" ")}`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const findings = await sweep(page, addresses, CHECKS, async (address) => {
        const response = await page.goto(address.path);
        expect.soft(response?.status(), `${address.path}: status`).toBe(address.status);
      });
      findings.expectNone();
    });
  });
}

// Where each check runs: a check that stops applying to a page, a language or a width fails here rather than goes quiet.
testWithoutPage("the sweep without JavaScript runs each check on its pages, languages and widths", () => {
  expectWithoutPage(
    coverage(
      CHECKS,
      LOCALES.flatMap((locale) => addressesIn(locale)),
    ),
  ).toEqual({
    "key content": ["en: 46 at 390"],
    "headings on a phone": ["en: 46 at 390", "ru: 46 at 390", "uz: 46 at 390"],
    "folded header on a phone": ["en: 46 at 390", "ru: 46 at 390", "uz: 46 at 390"],
    "sideways scroll": ["en: 46 at 390, 1280", "ru: 46 at 360", "uz: 46 at 360"],
    "localized text": ["ru: 46 at 360", "uz: 46 at 360"],
    "stat tile words": ["ru: 30 at 360, 1024, 1280, 1440", "uz: 30 at 360, 1024, 1280, 1440"],
  });
});
