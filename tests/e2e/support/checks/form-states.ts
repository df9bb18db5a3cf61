import { expect, type Locator, type Page } from "@playwright/test";
import { formsByLocale } from "#generated/forms/by-locale.ts";
import type { Locale } from "#model/schema/locales.ts";
import { fieldElementId } from "../../../../app/forms/element-ids.ts";
import { validValue } from "../valid-values.ts";
import { measureLayout, viewportAt } from "./layout.ts";
import { addressesIn, Findings } from "./sweep.ts";

/** A state (a form's errors, a wizard's step, the open menu) is measured at the tablet's width too. */
const STATE_WIDTHS = [390, 768, 1024, 1280, 1440] as const;

/**
 * The states a page load never shows: each form's error summary, each step of the migration wizard (with
 * its errors, and the review), the open phone menu. Each is reached once, at the phone's width, and its
 * layout measured at every width: a state survives a resize, and reaching it costs more than measuring.
 * The island may or may not be live when a button is pressed; either way the page shows the same state.
 */
export async function measureFormStates(page: Page, locale: Locale): Promise<Findings> {
  const findings = new Findings();
  const measureState = async (name: string, widths: readonly number[] = STATE_WIDTHS) => {
    for (const width of widths) {
      await page.setViewportSize(viewportAt(width));
      await measureLayout({ page, where: `${name} at ${width} px`, findings });
    }
    await page.setViewportSize(viewportAt(STATE_WIDTHS[0]));
  };
  await page.setViewportSize(viewportAt(STATE_WIDTHS[0]));
  const formPages = addressesIn(locale).filter((address) => address.entry?.hydrates);
  for (const { path } of formPages) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const form = page.locator("main form").first();
    await pressLast(form);
    await shown(page, form.getByRole("alert").first());
    await measureState(`${path}, its form sent empty`);
  }
  await walkWizard(page, locale, measureState);

  const first = formPages[0]!.path;
  await page.goto(first, { waitUntil: "domcontentloaded" });
  await page.locator("button[popovertarget]").click();
  await expect(page.locator("#site-menu")).toBeVisible();
  // The menu button is there below the desktop width only.
  await measureState(
    `${first} with the menu open`,
    STATE_WIDTHS.filter((width) => width < 1024),
  );
  return findings;
}

/** Presses the form's last visible button that sends it: its submit, or a wizard step's Continue. */
const pressLast = (form: Locator) =>
  form.locator(":is(button[value=submit], button[value=next]):not([aria-hidden]):visible").last().click();

/** Waits for a state, and for the whole of the page that shows it when a post without the island brought a new one. */
async function shown(page: Page, state: Locator): Promise<void> {
  await expect(state).toBeVisible();
  await page.waitForLoadState("domcontentloaded");
}

/** The migration wizard: step 2 with its errors, then the review of valid values. */
async function walkWizard(page: Page, locale: Locale, measureState: (name: string) => Promise<void>): Promise<void> {
  const wizard = formsByLocale[locale]["migration"]!;
  const path = addressesIn(locale).find((address) => address.path.endsWith("/migration-request"))!.path;
  const [contactStep] = wizard.definition.steps!;
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const form = page.locator("main form").first();
  for (const field of wizard.definition.fields) {
    if (field.type === "rows" || !contactStep!.fields.includes(field.name)) continue;
    await form.locator(`#${fieldElementId(wizard.id, field.name)}`).fill(validValue(field, locale, "aziz.karimov@bank-test.uz"));
  }
  await pressLast(form);
  const vmName = form.locator(`#${fieldElementId(wizard.id, "vms.0.name")}`);
  await vmName.fill("");
  await pressLast(form);
  await shown(page, form.getByRole("alert").first());
  await measureState(`${path}, its VM step with errors`);
  await form.locator(`#${fieldElementId(wizard.id, "vms.0.name")}`).fill("core-banking-db-01");
  await pressLast(form);
  await shown(page, form.locator("dl"));
  await measureState(`${path}, its review step`);
}
