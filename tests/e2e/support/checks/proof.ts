import { expect } from "@playwright/test";
import { isPendingFact } from "#model/schema/section-compliance.ts";
import type { PageFile, SectionOf } from "#model/schema/index.ts";
import { sites } from "#generated/sites/index.ts";
import { longDate } from "../../../../app/lib/long-date.ts";
import { isHome, pathInEnglish, type Address, type Check } from "./sweep.ts";

type Written = { sections: readonly { type: string }[] };
const DESKTOP = [{ width: 1280, height: 800 }] as const;
/** The SLA's response times per support level, quoted by the SLA terms and the support page alike. */
const RESPONSE_TIMES = ["criticalResponse", "businessResponse", "standardResponse"] as const;

const prefixOf = (address: Address) => (address.locale === "en" ? "" : `/${address.locale}`);

/** A page's first section of a type, from its generated module in the address's language. */
async function sectionOf<T extends "hero" | "compliance" | "notice">(address: Address, contentId: string, type: T): Promise<SectionOf<T>> {
  const folder = address.locale === "en" ? "" : `${address.locale}/`;
  const { page }: { page: PageFile } = await import(`../../../../generated/content/${folder}${contentId}.ts`);
  return (page as Written).sections.find((section) => section.type === type) as SectionOf<T>;
}

const footerLabel = (address: Address, href: string) =>
  sites[address.locale].footer.groups.flatMap((group) => group.links).find((link) => link.href === href)?.label ??
  `no footer link to ${href}`;

const at = (path: string) => (address: Address) => (address.entry && pathInEnglish(address) === path ? DESKTOP : []);

/**
 * The home page's hero claims no certification while its documents are pending ("Government certified ·
 * Licensed provider" rests on documents not yet supplied: not printed, review N19), and its footer leads
 * to the certificates and to the support page.
 */
export const noClaimWithoutProof: Check = {
  name: "no claim without its proof",
  at: (address) => (isHome(address) ? DESKTOP : []),
  async run({ page, address, where }) {
    const prefix = prefixOf(address);
    const hero = await sectionOf(address, "home", "hero");
    expect.soft(hero.trust, `${where}: the hero's trust line`).toBeUndefined();
    const heroSection = page.locator("section").first();
    await expect.soft(heroSection.locator("p").first(), `${where}: the hero's eyebrow`).toHaveText(hero.eyebrow!);
    await expect.soft(heroSection.locator(`a[href="${prefix}/compliance"]`), `${where}: no certificate link in the hero`).toHaveCount(0);
    for (const target of [`${prefix}/compliance`, `${prefix}/support`]) {
      const link = page.getByRole("contentinfo").getByRole("link", { name: footerLabel(address, target), exact: true });
      await expect.soft(link, `${where}: the footer's link to ${target}`).toHaveAttribute("href", target);
    }
  },
};

/** Each certificate's number, issuer, scope, valid-until date and document, or "pending" for a fact not yet supplied. */
export const certificates: Check = {
  name: "certificates",
  at: at("/compliance"),
  async run({ page, address, where }) {
    const section = await sectionOf(address, "compliance", "compliance");
    const labels = section.fieldLabels;
    const shown = (value: string, real = value) => (isPendingFact(value) ? labels.pending : real);
    for (const item of section.items) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: item.name, exact: true }) });
      const facts = await card
        .locator("dl")
        .evaluate((list) =>
          Object.fromEntries([...list.querySelectorAll("dt")].map((term) => [term.textContent, term.nextElementSibling?.textContent])),
        );
      expect.soft(facts, `${where}: ${item.name}`).toEqual({
        [labels.number]: shown(item.number),
        [labels.issuer]: shown(item.issuer),
        [labels.scope]: shown(item.scope),
        [labels.until]: shown(
          item.until,
          isPendingFact(item.until) ? "" : longDate(address.locale, new Date(`${item.until}T00:00:00Z`), "UTC"),
        ),
        [labels.document]: shown(item.href, item.linkLabel),
      });
      // The marker is for authors and --strict; a visitor never reads it.
      await expect.soft(card, `${where}: ${item.name} without the author's marker`).not.toContainText("PENDING");
    }
  },
};

const responseTimes = (address: Address) => RESPONSE_TIMES.map((key) => String(sites[address.locale].claims[key]!.value));

/** The support page has the SLA's response times, never "under development"; the SLA terms show the very same figures. */
export const supportResponseTimes: Check = {
  name: "support response times",
  at: at("/support"),
  async run({ page, address, where }) {
    const hero = await sectionOf(address, "support", "hero");
    await expect.soft(page.getByRole("heading", { level: 1 }), `${where}: the support page's heading`).toHaveText(hero.title);
    const building = await sectionOf(address, "under-construction", "notice");
    await expect.soft(page.getByText(building.title), `${where}: no "under development"`).toHaveCount(0);
    for (const time of responseTimes(address))
      await expect
        .soft(page.getByRole("table").getByRole("cell", { name: time, exact: true }), `${where}: response time ${time}`)
        .toBeVisible();
  },
};

export const slaResponseTimes: Check = {
  name: "SLA response times",
  at: at("/sla-terms"),
  async run({ page, address, where }) {
    for (const time of responseTimes(address))
      await expect
        .soft(page.locator("#support-levels").getByRole("cell", { name: time, exact: true }), `${where}: response time ${time}`)
        .toBeVisible();
  },
};
