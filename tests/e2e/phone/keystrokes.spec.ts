import type { Locator, Page } from "@playwright/test";
import { CONSENT_FIELD } from "#model/schema/consent-label.ts";
import { manifest, translatedManifest } from "#generated/manifest.ts";
import { formLoaders } from "#generated/forms/index.ts";
import type { SingleField, Written } from "#model/schema/index.ts";
import type { Locale } from "#model/schema/locales.ts";
import { FORM_ISLAND, type FormIslandProps } from "../../../app/forms/island.ts";
import { applyPhoneProfile } from "../../support/phone-profile.ts";
import { expect, test } from "../fixtures.ts";
import { expectStored, uniqueEmail } from "../support/leads.ts";
import { validValue } from "../support/valid-values.ts";

/*
 * A visitor on a phone taps a form and types while its island is still loading and starting: nothing they
 * enter may be lost, whatever the speed or the way it arrives (typing, a burst, autofill, paste). These
 * tests never wait for the island before they type; they wait for it only to check what survived.
 */

type Mode = { kind: "type"; delayMs: number } | { kind: "burst"; count: number } | { kind: "autofill"; count: number };

/** How each language's run enters the first step's text fields, in order: every way, over the three. */
const plans: Record<Locale, Mode[]> = {
  en: [
    { kind: "type", delayMs: 30 },
    { kind: "type", delayMs: 50 },
    { kind: "type", delayMs: 120 },
    { kind: "burst", count: Infinity },
  ],
  ru: [
    { kind: "type", delayMs: 50 },
    { kind: "autofill", count: 2 },
    { kind: "burst", count: Infinity },
  ],
  uz: [
    { kind: "type", delayMs: 120 },
    { kind: "burst", count: 2 },
    { kind: "autofill", count: Infinity },
  ],
};

const formPages = [...manifest, ...translatedManifest].filter((route) => route.hydrates).map((route) => route.path);

test.beforeEach(async ({ page }) => applyPhoneProfile(page));

async function islandOf(page: Page): Promise<{ props: FormIslandProps; form: Locator }> {
  const island = page.locator(`[${FORM_ISLAND}]`).first();
  const props = JSON.parse((await island.getAttribute(FORM_ISLAND)) ?? "") as FormIslandProps;
  return { props, form: island.locator("form") };
}

/** Chromium's autofill: several fields given their values in one task, each with its input and change events. */
async function autofill(form: Locator, entries: readonly [string, string][]): Promise<void> {
  await form.evaluate((element, values) => {
    for (const [name, value] of values) {
      const control = element.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      control.value = value;
      control.dispatchEvent(new Event("input", { bubbles: true }));
      control.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }, entries);
}

for (const path of formPages) {
  test(`${path}: what a visitor enters while the form starts is all kept, sent and stored`, async ({ page }) => {
    await page.goto(path, { waitUntil: "commit" });
    const { props, form } = await islandOf(page);
    const module = await formLoaders[props.locale][props.formId]!();
    const { definition } = module;
    const email = uniqueEmail(`phone-${props.locale}`);
    const firstStep = definition.steps?.[0]?.fields;
    const fields = definition.fields.filter(
      (field): field is Written<SingleField> => field.type !== "rows" && (firstStep ? firstStep.includes(field.name) : true),
    );
    const expected = Object.fromEntries(fields.map((field) => [field.name, validValue(field, props.locale, email)]));
    const control = (name: string) => form.locator(`[name="${name}"]`);

    const texts = fields.filter((field) => field.type !== "select" && field.type !== "textarea");
    const queue = [...texts];
    let first = true;
    for (const mode of plans[props.locale]) {
      const take = queue.splice(0, mode.kind === "type" ? 1 : mode.count);
      if (mode.kind === "type") {
        for (const field of take) {
          if (first) {
            await control(field.name).tap();
            // The point of these tests: the visitor starts before the island is live.
            expect(await page.locator("html[data-hydrated]").count(), "the island was already live at the first tap").toBe(0);
            first = false;
          } else await control(field.name).focus();
          await control(field.name).pressSequentially(expected[field.name]!, { delay: mode.delayMs });
        }
      } else if (mode.kind === "burst") {
        for (const field of take) await control(field.name).fill(expected[field.name]!);
      } else {
        await autofill(
          form,
          take.map((field) => [field.name, expected[field.name]!]),
        );
      }
    }
    // A paste arrives as one input event with the whole text.
    for (const field of fields.filter((candidate) => candidate.type === "textarea")) {
      await control(field.name).focus();
      await page.keyboard.insertText(expected[field.name]!);
    }
    for (const field of fields.filter((candidate) => candidate.type === "select"))
      await control(field.name).selectOption(expected[field.name]!);

    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    for (const [name, value] of Object.entries(expected)) await expect(control(name), name).toHaveValue(value);

    // On through the wizard's later steps, filling what they ask for, then send.
    const continueButton = form.getByRole("button", { name: definition.continueLabel ?? "", exact: true });
    while (definition.continueLabel && (await continueButton.count()) > 0) {
      const empty = await form
        .locator(":is(input, textarea)[name]:not([type=hidden])")
        .evaluateAll((nodes) =>
          nodes.filter((node) => node.checkVisibility() && !(node as HTMLInputElement).value).map((node) => node.getAttribute("name")!),
        );
      for (const name of empty) {
        const rowField = definition.fields
          .flatMap((field) => (field.type === "rows" ? field.fields : []))
          .find((inner) => name.endsWith(`.${inner.name}`));
        const field = rowField ?? definition.fields.find((candidate) => candidate.name === name);
        if (field && field.type !== "rows") await control(name).fill(validValue(field, props.locale, email));
      }
      await continueButton.click();
    }
    await control(CONSENT_FIELD).check();
    await form.getByRole("button", { name: definition.submitLabel, exact: true }).click();

    const lead = await expectStored(email, module.kind);
    expect(lead.fields).toMatchObject(expected);
  });
}

test("a submit pressed before the island has started is the native post, and its result is shown", async ({ page }) => {
  // The islands bundle never arrives in this test: the form is the server's HTML throughout.
  await page.route(/\/assets\/islands-[^/]+\.js$/, () => {});
  await page.goto("/contact", { waitUntil: "commit" });
  const { props, form } = await islandOf(page);
  const { definition, kind } = await formLoaders[props.locale][props.formId]!();
  const email = uniqueEmail("phone-native");
  for (const field of definition.fields) {
    if (field.type === "rows") continue;
    const value = validValue(field, props.locale, email);
    if (field.type === "select") await form.locator(`[name="${field.name}"]`).selectOption(value);
    else await form.locator(`[name="${field.name}"]`).fill(value);
  }
  await form.locator(`[name="${CONSENT_FIELD}"]`).tap();
  await form.getByRole("button", { name: definition.submitLabel, exact: true }).tap();
  const status = page.getByRole("status").filter({ hasText: definition.success.message });
  await expect(status).toBeFocused();
  await expect(status).toBeInViewport();
  await expectStored(email, kind);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
});

for (const path of ["/", "/ru/contact", "/uz/startup-program"]) {
  test(`${path}: a visitor who pauses between words keeps every word while the island starts in a pause`, async ({ page }) => {
    await page.goto(path, { waitUntil: "commit" });
    const { props, form } = await islandOf(page);
    const { definition } = await formLoaders[props.locale][props.formId]!();
    const textarea = definition.fields.find((field) => field.type === "textarea")!;
    const field = form.locator(`[name="${textarea.name}"]`);
    const words = validValue(textarea as SingleField, props.locale, "").split(" ");
    const live = async () => (await page.locator("html[data-hydrated]").count()) > 0;
    await field.tap();
    // A pause between words (think time) just over the island's 300 ms wait for quiet: it runs in one,
    // and the next words land while it evaluates and hydrates. On until it is live, and two words more.
    let typed = "";
    let afterLive = 0;
    for (let index = 0; afterLive < 2 && index < 60; index += 1) {
      if (await live()) afterLive += 1;
      const word = `${typed ? " " : ""}${words[index % words.length]}`;
      await field.pressSequentially(word, { delay: 80 });
      typed += word;
      await page.waitForTimeout(350);
    }
    expect(afterLive, "the island went live while the visitor typed").toBe(2);
    await expect(field).toHaveValue(typed);
  });
}
