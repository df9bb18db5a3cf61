import { test as testWithoutPage, expect as expectWithoutPage } from "@playwright/test";
import { familyOf } from "../../codegen/checks/check-hero-art.ts";
import { manifest } from "#generated/manifest.ts";
import { LOCALES } from "#model/schema/locales.ts";
import { acknowledgeStatus, expect, test } from "./fixtures.ts";
import { accessibility } from "./support/checks/accessibility.ts";
import { measureFormStates } from "./support/checks/form-states.ts";
import { headAndHeading } from "./support/checks/head-and-heading.ts";
import { heroArt, heroArtOf } from "./support/checks/hero-art.ts";
import { dataCentreMap, homeFirstScreen } from "./support/checks/home-hero.ts";
import { layout } from "./support/checks/layout.ts";
import { partnerLogos, pricingTable, sharedFigure, slaFigures } from "./support/checks/page-facts.ts";
import { certificates, noClaimWithoutProof, slaResponseTimes, supportResponseTimes } from "./support/checks/proof.ts";
import { screenshots, setInInter } from "./support/checks/screenshots.ts";
import { figureRowsFilled, figuresLevel, heroFigureLabels } from "./support/checks/stat-rows.ts";
import { addressesIn, coverage, inGroups, sweep } from "./support/checks/sweep.ts";

// The sweep with JavaScript (docs/testing.md): one browser page visits each address once, laid out at each
// width a check needs, and runs there every check that applies. The checks live in support/checks/, one job
// each; this file only orders them. Screenshots come first at a width, on the page as the resize left it.
const CHECKS = [
  screenshots,
  headAndHeading,
  accessibility,
  layout,
  heroArt,
  dataCentreMap,
  homeFirstScreen,
  figureRowsFilled,
  figuresLevel,
  heroFigureLabels,
  noClaimWithoutProof,
  certificates,
  supportResponseTimes,
  slaResponseTimes,
  sharedFigure,
  pricingTable,
  slaFigures,
  partnerLogos,
];
/** Tests per language: small enough that the two workers end together, large enough that a context serves several pages. English runs axe on every page. */
const GROUPS = { en: 10, ru: 6, uz: 6 } as const;

for (const locale of LOCALES) {
  const groups = inGroups(addressesIn(locale, { notFound: true }), GROUPS[locale]);
  groups.forEach((addresses, index) => {
    test(`sweep with JavaScript, ${locale} ${index + 1}/${groups.length}: ${addresses.map((address) => address.path).join(" ")}`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(240_000);
      const findings = await sweep(page, addresses, CHECKS, async (address) => {
        const response = await page.goto(address.path);
        expect.soft(response?.status(), `${address.path}: status`).toBe(address.status);
        await setInInter(page, address);
      });
      // The not-found page is answered 404 on purpose; Chromium logs that status as a failed load.
      if (addresses.some((address) => address.status === 404)) acknowledgeStatus(consoleErrors, 404);
      findings.expectNone();
    });
  });

  test(`${locale}: every form's errors, each wizard step and the open menu at 390, 768, 1024, 1280 and 1440 px read as the pages do`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    (await measureFormStates(page, locale)).expectNone();
  });
}

// Where each check runs: a check that stops applying to a page, a language or a width fails here rather than goes quiet.
testWithoutPage("the sweep with JavaScript runs each check on its pages, languages and widths", () => {
  expectWithoutPage(
    coverage(
      CHECKS,
      LOCALES.flatMap((locale) => addressesIn(locale, { notFound: true })),
    ),
  ).toEqual({
    screenshots: ["en: 16 at 390, 1024, 1280, 1440", "ru: 16 at 390, 1024, 1280, 1440", "uz: 16 at 390, 1024, 1280, 1440"],
    "head and heading": ["en: 46 at 1280"],
    axe: ["en: 46 at 390, 1280", "ru: 3 at 390, 1280", "uz: 3 at 390, 1280"],
    layout: ["en: 46 at 390, 768, 1024, 1280, 1440", "ru: 46 at 390, 768, 1024, 1280, 1440", "uz: 46 at 390, 768, 1024, 1280, 1440"],
    "hero art": ["en: 44 at 1280"],
    "data centre map": ["en: 2 at 1024, 1280, 1440", "ru: 2 at 1024, 1280, 1440", "uz: 2 at 1024, 1280, 1440"],
    "home page's first screen": ["en: 1 at 1024", "ru: 1 at 1024", "uz: 1 at 1024"],
    "home figures fill their rows": ["en: 1 at 390, 768", "ru: 1 at 390, 768", "uz: 1 at 390, 768"],
    "figures of a row level": ["en: 1 at 390, 1280", "ru: 2 at 390, 1280", "uz: 1 at 390, 1280"],
    "hero figure labels": ["en: 1 at 1024, 1280, 1440", "ru: 1 at 1024, 1280, 1440", "uz: 1 at 1024, 1280, 1440"],
    "no claim without its proof": ["en: 1 at 1280", "ru: 1 at 1280", "uz: 1 at 1280"],
    certificates: ["en: 1 at 1280", "ru: 1 at 1280", "uz: 1 at 1280"],
    "support response times": ["en: 1 at 1280", "ru: 1 at 1280", "uz: 1 at 1280"],
    "SLA response times": ["en: 1 at 1280", "ru: 1 at 1280", "uz: 1 at 1280"],
    "shared figure": ["en: 4 at 1280"],
    "pricing table": ["en: 1 at 1280"],
    "SLA figures": ["en: 1 at 1280"],
    "partner logos": ["en: 1 at 1280"],
  });
});

// What the hero art check cannot see on one page: each page shows the illustration its content names, so
// these are the pictures visitors see. No two families share one, and they stay many.
testWithoutPage("each family's hero shows its own illustration, and no two families show the same", async () => {
  const familiesOf = new Map<string, Set<string>>();
  for (const entry of manifest.filter((candidate) => candidate.kind === "page")) {
    const art = await heroArtOf(entry);
    if (art) familiesOf.set(art, (familiesOf.get(art) ?? new Set()).add(familyOf(entry.path)));
  }
  expectWithoutPage([...familiesOf].filter(([, families]) => families.size > 1)).toEqual([]);
  expectWithoutPage(familiesOf.size).toBeGreaterThanOrEqual(12);
});
