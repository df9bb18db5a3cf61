import { formsByLocale } from "#generated/forms/by-locale.ts";
import { manifest, translatedManifest } from "#generated/manifest.ts";
import { LOCALES, type Locale } from "#model/schema/locales.ts";
// Playwright's own test: the fixtures' wait for each form's island adds a second per form page, and the
// layout checked here is the prerendered one the island hydrates unchanged.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { fieldElementId } from "../../app/forms/element-ids.ts";
import { validValue } from "./support/valid-values.ts";

/** A phone, a small laptop, the common laptop and a desktop: the widths the issue names. */
const WIDTHS = [390, 1024, 1280, 1440] as const;
/** A state (a form's errors, a wizard's step, the open menu) is measured at the tablet's width too. */
const STATE_WIDTHS = [390, 768, 1024, 1280, 1440] as const;

/** What a floating button must never cover: what a visitor reads first or acts on. */
const COVERABLE = "a, button, input, select, textarea, label, h1, h2, h3, h4, h5, h6, [role=alert], [data-figure]";

interface Found {
  overflow: string[];
  covered: string[];
  broken: string[];
  addresses: string[];
  uneven: string[];
  narrow: string[];
}

const KEYS = ["overflow", "covered", "broken", "addresses", "uneven", "narrow"] as const;

/** Each finding of one measurement, named by where it was made. */
function record(found: Found, result: Found, where: string): void {
  for (const key of KEYS) found[key].push(...result[key].map((line) => `${where}: ${line}`));
}

function expectNone(found: Found): void {
  expect.soft(found.overflow, "text past its box, or a box past the window").toEqual([]);
  expect.soft(found.covered, "a floating button over a heading, a figure or a control").toEqual([]);
  expect.soft(found.broken, "a number, range or unit broken across lines").toEqual([]);
  expect.soft(found.addresses, "an e-mail or web address broken inside a name").toEqual([]);
  expect.soft(found.uneven, "fields side by side whose controls are not level").toEqual([]);
  expect.soft(found.narrow, "text in a column a few characters wide").toEqual([]);
}

const empty = (): Found => ({ overflow: [], covered: [], broken: [], addresses: [], uneven: [], narrow: [] });

// Spec: nothing on a page leaves its box or the window, nothing floats over what a visitor reads or
// acts on, a figure never breaks across lines, and an address breaks only between its parts (issue 36), in every language at each width. One browser
// page per language visits every address in turn and measures it at each width: loading a page costs more
// than laying it out again, and a new page per address more still. With JavaScript (the js project): the
// checks wait for frames, which a page without scripts never runs.
for (const locale of LOCALES) {
  test(`every ${locale} page at ${WIDTHS.join(", ")} px: no overflow, nothing floats over content, no figure or address broken across lines, fields side by side level`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const found = empty();
    for (const route of [...manifest, ...translatedManifest].filter((entry) => entry.locale === locale)) {
      await page.setViewportSize(size(WIDTHS[0]));
      // Stylesheets are inlined: the layout is complete when the document is parsed.
      await page.goto(route.path, { waitUntil: "domcontentloaded" });
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await page.setViewportSize(size(width));
        record(found, await page.evaluate(measure, COVERABLE), `${route.path} at ${width} px`);
      }
    }
    expectNone(found);
  });

  // The states a page check never reaches: each form's error summary, each step of the migration wizard
  // (with its errors, and the review), the open phone menu. Each is reached once, at the phone's width,
  // and measured at every width: a state survives a resize, and reaching it costs more than measuring.
  // The island may or may not be live when a button is pressed; either way the page shows the same state.
  test(`${locale}: every form's errors, each wizard step and the open menu at ${STATE_WIDTHS.join(", ")} px read as the pages do`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const found = empty();
    const measureState = async (name: string, widths: readonly number[] = STATE_WIDTHS) => {
      for (const width of widths) {
        await page.setViewportSize(size(width));
        record(found, await page.evaluate(measure, COVERABLE), `${name} at ${width} px`);
      }
      await page.setViewportSize(size(STATE_WIDTHS[0]));
    };
    const formPages = [...manifest, ...translatedManifest].filter((entry) => entry.locale === locale && entry.hydrates);
    for (const route of formPages) {
      await page.goto(route.path, { waitUntil: "domcontentloaded" });
      const form = page.locator("main form").first();
      await pressLast(form);
      await shown(page, form.getByRole("alert").first());
      await measureState(`${route.path}, its form sent empty`);
    }
    await walkWizard(page, locale, measureState);

    await page.goto(formPages[0]!.path, { waitUntil: "domcontentloaded" });
    await page.locator("button[popovertarget]").click();
    await expect(page.locator("#site-menu")).toBeVisible();
    // The menu button is there below the desktop width only.
    await measureState(
      `${formPages[0]!.path} with the menu open`,
      STATE_WIDTHS.filter((width) => width < 1024),
    );
    expectNone(found);
  });
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
  const path = [...manifest, ...translatedManifest].find(
    (entry) => entry.locale === locale && entry.path.endsWith("/migration-request"),
  )!.path;
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

/** A phone's window is taller than a laptop's. */
function size(width: number) {
  return { width, height: width < 600 ? 844 : 800 };
}

/** Runs in the page: every finding of the three checks, each named by what it is about. */
async function measure(coverable: string): Promise<Found> {
  const innerWidth = document.documentElement.clientWidth;
  const visible = (element: Element) => {
    const style = getComputedStyle(element);
    return style.visibility !== "hidden" && Number(style.opacity) > 0 && element.getClientRects().length > 0;
  };
  const name = (element: Element) => {
    const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    return `<${element.localName}${element.id ? `#${element.id}` : ""}> "${text}"`;
  };
  /** Whether the element or an ancestor clips sideways (a scroller, a visually hidden label's 1 px box). */
  const clips = new Map<Element, boolean>();
  const clipped = (element: Element | null): boolean => {
    if (!element || element === document.body) return false;
    let known = clips.get(element);
    if (known === undefined) {
      known = getComputedStyle(element).overflowX !== "visible" || clipped(element.parentElement);
      clips.set(element, known);
    }
    return known;
  };

  // (a) Overflow: the document never scrolls sideways; a box with text of its own holds that text; no box
  // reaches past the window unless something clips it.
  const overflow: string[] = [];
  const scrollWidth = document.scrollingElement!.scrollWidth;
  if (scrollWidth > innerWidth) overflow.push(`the document scrolls sideways (${scrollWidth} > ${innerWidth} px)`);
  for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
    if (element.closest("script, style, template, svg") || !visible(element)) continue;
    const style = getComputedStyle(element);
    const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.nodeValue!.trim());
    if (
      ownText &&
      !style.display.startsWith("inline") &&
      style.overflowX === "visible" &&
      element.scrollWidth > element.clientWidth + 1 &&
      !clipped(element.parentElement)
    )
      overflow.push(`${name(element)} is ${element.scrollWidth - element.clientWidth} px wider than its box`);
    const rect = element.getBoundingClientRect();
    if ((rect.right > innerWidth + 1 || rect.left < -1) && rect.width > 1 && !clipped(element.parentElement) && style.position !== "fixed")
      overflow.push(`${name(element)} reaches past the window (${Math.round(rect.left)}–${Math.round(rect.right)} px)`);
  }

  // (b) Floating buttons: a link or button fixed or sticky to the window, narrower than half of it (the
  // sticky header is a bar the page scrolls under, not a button over it), checked against everything
  // coverable at the top, at each form's start and end, and at the end of the page.
  const floating = [...document.body.querySelectorAll<HTMLElement>("a, button")].filter((element) => {
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === "fixed" || position === "sticky") return node.getBoundingClientRect().width < innerWidth / 2;
    }
    return false;
  });
  const covered = new Set<string>();
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const end = document.scrollingElement!.scrollHeight - innerHeight;
  const stops = [0, end];
  for (const form of document.querySelectorAll("form")) {
    const rect = form.getBoundingClientRect();
    stops.push(rect.top + scrollY - 80, rect.bottom + scrollY - innerHeight);
  }
  // Nothing floats (the buttons are docked at this width): no need to scroll.
  for (const stop of floating.length > 0 ? stops : []) {
    window.scrollTo({ top: Math.max(0, Math.min(stop, end)), behavior: "instant" });
    // A scroll-driven animation (the scroll-to-top button's fade) takes its new value at the next frame.
    await frame();
    for (const button of floating.filter(visible)) {
      const box = button.getBoundingClientRect();
      for (const target of document.querySelectorAll(coverable)) {
        if (target.contains(button) || button.contains(target) || floating.some((other) => other.contains(target)) || !visible(target))
          continue;
        for (const rect of target.getClientRects()) {
          const across = Math.min(box.right, rect.right) - Math.max(box.left, rect.left);
          const down = Math.min(box.bottom, rect.bottom) - Math.max(box.top, rect.top);
          if (across > 1 && down > 1) covered.add(`${name(button)} covers ${name(target)}`);
        }
      }
    }
  }
  window.scrollTo({ top: 0, behavior: "instant" });

  // (c) Bound figures: a number or range with its sign and the word after it («0,12–0,24 $/ч», "2-4 vCPU",
  // "$0.23-$0.46/hr", "99.9 %"), as the typesetter binds them, sits on one line.
  const broken: string[] = [];
  const number = "[$€₽]?\\d+(?:[.,\\u00a0\\u202f]\\d+)*";
  const figure = new RegExp(
    `(?<![\\p{L}\\p{N}.,])${number}(?:[–-]\\u2060?${number})?(?:(?:/\\u2060?\\p{L}+)+|[ \\u00a0]?[%‰]|[ \\u00a0](?:[$€₽]/?\\u2060?)?\\p{L}[\\p{L}/\\u2060.]*)?`,
    "gu",
  );
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, template, svg") || !visible(parent) || clipped(parent)) continue;
    for (const match of node.nodeValue!.matchAll(figure)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const bottoms = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.bottom);
      // Pieces of one line share their bottom to within a pixel; a line below starts a line height lower.
      if (Math.max(...bottoms) - Math.min(...bottoms) > 2) broken.push(`"${match[0]}" in ${name(parent)}`);
    }
  }

  // (d) Addresses: an e-mail or web address stays whole on a line when it fits one, with the punctuation
  // after it; one too long for its line breaks after its "@" or a "/", or before a "." (support@ /
  // silkway.cloud), never inside a name («silkway.clo / ud»), which a reader would copy wrong. An address
  // may run over several text nodes (the <wbr> between its parts), so it is read from the element that
  // holds all of it, character by character.
  const addresses: string[] = [];
  const address = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|https?:\/\/[^\s<>"«»]+[^\s<>"«».,;:!?)]/u;
  /** The block an element's text flows in: the nearest ancestor that is not inline. */
  const blockOf = (element: Element) => {
    let block = element;
    while (getComputedStyle(block).display.startsWith("inline") && block.parentElement) block = block.parentElement;
    return block;
  };
  // The block around an address's "@" or "http" holds the whole address and what touches it: the parts are
  // its text nodes, between <wbr> elements.
  const holders = new Set<Element>();
  const textNodes = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (textNodes.nextNode()) {
    const value = textNodes.currentNode.nodeValue!;
    if ((value.includes("@") || value.includes("http")) && textNodes.currentNode.parentElement)
      holders.add(blockOf(textNodes.currentNode.parentElement));
  }
  /** The width of a line in a block. */
  const lineWidth = (block: Element) => {
    const style = getComputedStyle(block);
    return block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  };
  for (const element of holders) {
    if (element.closest("script, style, template, svg") || !visible(element) || clipped(element)) continue;
    const text = element.textContent!;
    if (!address.test(text)) continue;
    // Each character's text node and offset, in document order.
    const characters: [Text, number][] = [];
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (texts.nextNode()) {
      const node = texts.currentNode as Text;
      for (let offset = 0; offset < node.length; offset++) characters.push([node, offset]);
    }
    const boxOf = (index: number) => {
      const [node, offset] = characters[index]!;
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return [...range.getClientRects()].find((rect) => rect.width > 0);
    };
    for (const match of text.matchAll(new RegExp(address, "gu"))) {
      let previous: DOMRect | undefined;
      let width = 0;
      let lines = 1;
      for (let index = match.index; index < match.index + match[0].length; index++) {
        const box = boxOf(index);
        if (!box) continue;
        width += box.width;
        const between = text.slice(index - 1, index + 1);
        if (previous && box.bottom - previous.bottom > 2) {
          lines++;
          if (!/^[@/].|^.\.$/u.test(between)) addresses.push(`"${match[0]}" breaks at "${between}" in ${name(element)}`);
        }
        previous = box;
      }
      // A colon or full stop after the address ends its line, never starts the next.
      const after = match.index + match[0].length;
      const punctuation = /[.,;:!?)»]/u.test(text.charAt(after)) ? boxOf(after) : undefined;
      if (previous && punctuation && punctuation.bottom - previous.bottom > 2)
        addresses.push(`"${text.charAt(after)}" after "${match[0]}" starts a line in ${name(element)}`);
      const line = lineWidth(element);
      if (lines > 1 && width < line - 1)
        addresses.push(
          `"${match[0]}" breaks though it fits on a line (${Math.round(width)} of ${Math.round(line)} px) in ${name(element)}`,
        );
    }
  }

  // (e) Fields side by side: two fields that start on one line of a form have their controls on one line
  // too, however many lines a label or hint takes.
  const uneven: string[] = [];
  // Each field (the nearest box around a control that holds its label) by its first control, grouped by the
  // grid it sits in and its top.
  const firstControls = new Map<Element, Element>();
  for (const control of document.querySelectorAll("form input, form select, form textarea")) {
    const field = control.closest(":has(> label)");
    if (visible(control) && field && !firstControls.has(field)) firstControls.set(field, control);
  }
  const lines = new Map<Element | null, Map<number, Element[]>>();
  for (const [field, control] of firstControls) {
    const byTop = lines.get(field.parentElement) ?? new Map<number, Element[]>();
    const top = Math.round(field.getBoundingClientRect().top);
    byTop.set(top, [...(byTop.get(top) ?? []), control]);
    lines.set(field.parentElement, byTop);
  }
  for (const line of [...lines.values()].flatMap((byTop) => [...byTop.values()])) {
    const tops = line.map((control) => Math.round(control.getBoundingClientRect().top));
    if (Math.max(...tops) - Math.min(...tops) > 1)
      uneven.push(
        line.map((control, index) => `the control of ${name(control.closest(":has(> label)")!)} at ${tops[index]} px`).join(" beside "),
      );
  }
  // (f) Narrow columns: a text of some length never runs down a column a few characters wide, one or two
  // letters a line (the wizard's review at 390 px set "Aziz Karimov" as "A / zi / z / K…").
  const narrow: string[] = [];
  const runs = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (runs.nextNode()) {
    const node = runs.currentNode as Text;
    const text = node.nodeValue!.trim();
    const parent = node.parentElement;
    if (text.length < 12 || !parent || parent.closest("script, style, template, svg") || !visible(parent) || clipped(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const bottoms = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.bottom);
    // Pieces of one line share their bottom to within a pixel or two.
    const lineCount = bottoms.sort((a, b) => a - b).filter((bottom, index) => index === 0 || bottom - bottoms[index - 1]! > 2).length;
    if (lineCount >= 3 && text.length / lineCount < 5)
      narrow.push(`"${text.slice(0, 40)}" runs over ${lineCount} lines in ${name(parent)}`);
  }
  return { overflow, covered: [...covered], broken, addresses, uneven, narrow };
}
