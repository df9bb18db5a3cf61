import { expect, type Page } from "@playwright/test";
import { manifest, translatedManifest } from "#generated/manifest.ts";
import { localePath, type Locale } from "#model/schema/locales.ts";

/** Every address the site answers with a page, as the manifest lists it. */
export type Entry = (typeof manifest)[number] | (typeof translatedManifest)[number];

/** One address the sweep visits: a page of the manifest, or the not-found page a baseline shows. */
export interface Address {
  readonly path: string;
  readonly locale: Locale;
  /** The manifest's entry; none for the not-found page. */
  readonly entry?: Entry;
  readonly status: 200 | 404;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** One address laid out at one viewport, and where the findings made there go. */
export interface Visit {
  readonly page: Page;
  readonly address: Address;
  readonly viewport: Viewport;
  /** "/ru/about at 390 px": what every finding made in this visit starts with. */
  readonly where: string;
  readonly findings: Findings;
}

/** A check of the sweep: where it applies, and what it does there. One job per module under checks/. */
export interface Check {
  readonly name: string;
  /** The viewports it runs at on an address; none where it does not apply. */
  at(address: Address): readonly Viewport[];
  run(visit: Visit): Promise<void>;
}

/**
 * Every finding of a sweep test, by check: one soft expectation per check at the end, listing each finding
 * with its address and width, so that one run reports them all and a check that ran and found nothing is
 * still an expectation that passed.
 */
export class Findings {
  private readonly byCheck = new Map<string, string[]>();

  add(check: string, where: string, found: readonly string[]): void {
    this.byCheck.set(check, [...(this.byCheck.get(check) ?? []), ...found.map((line) => `${where}: ${line}`)]);
  }

  expectNone(): void {
    for (const [check, found] of this.byCheck) expect.soft(found, check).toEqual([]);
  }
}

const NOT_FOUND = "/no-such-page";

/** Every page of a language, in the manifest's order; with `notFound`, the not-found page after them. */
export function addressesIn(locale: Locale, { notFound = false } = {}): Address[] {
  const pages: Address[] = [...manifest, ...translatedManifest]
    .filter((entry) => entry.locale === locale)
    .map((entry) => ({ path: entry.path, locale, entry, status: 200 }));
  return notFound ? [...pages, { path: localePath(NOT_FOUND, locale), locale, status: 404 }] : pages;
}

/** Splits items into `count` groups whose sizes differ by one at most, keeping their order: one test each, so both workers stay busy. */
export function inGroups<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: Math.min(count, items.length) }, (_, index) =>
    items.slice(Math.floor((index * items.length) / count), Math.floor(((index + 1) * items.length) / count)),
  );
}

/** The address without its language prefix ("/ru/about" → "/about", "/uz/" → "/"). */
export function pathInEnglish(address: Address): string {
  return address.locale === "en" ? address.path : address.path.slice(address.locale.length + 1) || "/";
}

/** A language's home page. */
export const isHome = (address: Address) => address.entry !== undefined && pathInEnglish(address) === "/";

/**
 * Where each check runs over the given addresses, as "languages: addresses at widths" per check: what a
 * test holds the sweep to, so that a check that stops applying somewhere fails rather than goes quiet.
 */
export function coverage(checks: readonly Check[], addresses: readonly Address[]): Record<string, string[]> {
  return Object.fromEntries(
    checks.map((check) => {
      const byLocale = new Map<string, { pages: number; widths: Set<number> }>();
      for (const address of addresses) {
        const viewports = check.at(address);
        if (viewports.length === 0) continue;
        const row = byLocale.get(address.locale) ?? { pages: 0, widths: new Set<number>() };
        row.pages++;
        for (const viewport of viewports) row.widths.add(viewport.width);
        byLocale.set(address.locale, row);
      }
      return [
        check.name,
        [...byLocale].map(([locale, row]) => `${locale}: ${row.pages} at ${[...row.widths].sort((a, b) => a - b).join(", ")}`),
      ];
    }),
  );
}

/**
 * Visits each address once: loads it at the first viewport any check needs, then lays it out at each
 * viewport in turn (CSS alone answers a resize, as it answers a load) and runs there every check that
 * applies. `load` is the mode's way of loading a page (with JavaScript, the fixtures' goto that waits for
 * the page script and a form's island).
 */
export async function sweep(
  page: Page,
  addresses: readonly Address[],
  checks: readonly Check[],
  load: (address: Address) => Promise<void>,
): Promise<Findings> {
  const findings = new Findings();
  for (const address of addresses) {
    const plan = checks
      .flatMap((check) => check.at(address).map((viewport) => ({ check, viewport })))
      .sort((a, b) => a.viewport.width - b.viewport.width || a.viewport.height - b.viewport.height);
    if (plan.length === 0) continue;
    let current = plan[0]!.viewport;
    await page.setViewportSize(current);
    await load(address);
    for (const { check, viewport } of plan) {
      if (viewport.width !== current.width || viewport.height !== current.height) await page.setViewportSize((current = viewport));
      await check.run({ page, address, viewport, where: `${address.path} at ${viewport.width} px`, findings });
    }
  }
  return findings;
}
