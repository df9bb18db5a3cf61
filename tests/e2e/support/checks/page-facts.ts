import { expect } from "@playwright/test";
import { asSet } from "../../../support/as-read.ts";
import { claim } from "../key-content.ts";
import type { Address, Check } from "./sweep.ts";

const DESKTOP = [{ width: 1280, height: 800 }] as const;
const onEnglish =
  (...paths: string[]) =>
  (address: Address) =>
    address.entry && address.locale === "en" && paths.includes(address.path) ? DESKTOP : [];

/** A shared figure is the same on every page that quotes it, and no placeholder is left unfilled. */
export const sharedFigure: Check = {
  name: "shared figure",
  at: onEnglish("/", "/solutions/cloud-services", "/sla-terms", "/infrastructure"),
  async run({ page, where }) {
    await expect.soft(page.locator("main").getByText(claim("uptime")).first(), `${where}: the uptime claim`).toBeVisible();
    await expect.soft(page.locator("main"), `${where}: no unfilled placeholder`).not.toContainText("{{");
  },
};

/** The pricing table has a row per provider with every field, and the call to action leads to the migration request. */
export const pricingTable: Check = {
  name: "pricing table",
  at: onEnglish("/pricing"),
  async run({ page, where }) {
    const table = page.getByRole("table", { name: "Cloud server prices by provider" });
    await expect.soft(table.getByRole("row"), `${where}: rows`).toHaveCount(6);
    for (const header of ["Provider", "Hourly price", "Monthly", "CPU", "RAM", "Storage", "Bandwidth", "Support", "SLA", "Notes"]) {
      await expect.soft(table.getByRole("columnheader", { name: new RegExp(`^${header}`) }), `${where}: column ${header}`).toBeVisible();
    }
    await expect.soft(table.getByRole("row", { name: /Silkway Cloud/ }), `${where}: our hourly price`).toContainText(claim("priceHourly"));
    await expect
      .soft(page.getByRole("link", { name: "Start Your Migration" }).first(), `${where}: the call to action`)
      .toHaveAttribute("href", "/migration-request");
  },
};

/** The SLA terms show the Last Updated line and every figure of the spec. */
export const slaFigures: Check = {
  name: "SLA figures",
  at: onEnglish("/sla-terms"),
  async run({ page, where }) {
    // The date the SLA's version took effect, from content: never the visitor's day (docs/decisions/380).
    await expect.soft(page.getByText("Last Updated: November 26, 2026", { exact: true }), `${where}: Last Updated`).toBeVisible();
    const main = page.locator("main");
    for (const figure of [
      "100%",
      "7 days",
      "2 hours",
      "15 minutes",
      "30 minutes",
      "Semi-annual",
      "99.998% – 99.999%",
      "25% credit",
      "within 30 days",
      "3 business days",
      "A public status page (launching)",
      "Emergency Support",
    ]) {
      await expect.soft(main.getByText(asSet(figure)).first(), `${where}: "${figure}"`).toBeVisible();
    }
    // No record is claimed while the status page runs on demo data (review N22, docs/decisions/465).
    await expect.soft(main.getByText("SLA compliance over the last 12 months"), `${where}: no record claimed`).toHaveCount(0);
  },
};

/** The home page's partner logos open the partners' sites in a new tab, and View All Partners leads to /partners. */
export const partnerLogos: Check = {
  name: "partner logos",
  at: onEnglish("/"),
  async run({ page, where }) {
    const strip = page.locator("#partners");
    await expect.soft(strip.getByRole("link"), `${where}: partner links`).toHaveCount(6);
    const external = strip.locator('a[target="_blank"]');
    await expect.soft(external, `${where}: links to partners' sites`).toHaveCount(5);
    await expect.soft(external.first(), `${where}: a partner's site without our window`).toHaveAttribute("rel", /noopener/);
    await expect
      .soft(strip.getByRole("link", { name: "View All Partners" }), `${where}: View All Partners`)
      .toHaveAttribute("href", "/partners");
  },
};
