import type { Check, Viewport, Visit } from "./sweep.ts";

// Spec: nothing on a page leaves its box or the window, nothing floats over what a visitor reads or acts on,
// a figure never breaks across lines, an address breaks only between its parts (issue 36), fields side by
// side are level, and no text runs down a column a few characters wide: in every language at each width.

/**
 * A phone, a tablet, a small laptop, the common laptop and a desktop. A tablet costs a resize, not a load,
 * and is where a two-column layout first folds; a phone's window is taller than a laptop's.
 */
const LAYOUT_VIEWPORTS: readonly Viewport[] = [390, 768, 1024, 1280, 1440].map(viewportAt);

export function viewportAt(width: number): Viewport {
  return { width, height: width < 600 ? 844 : 800 };
}

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

/** Each kind of finding, as the run's summary names it. */
const KINDS: Record<keyof Found, string> = {
  overflow: "layout: text past its box, or a box past the window",
  covered: "layout: a floating button over a heading, a figure or a control",
  broken: "layout: a number, range or unit broken across lines",
  addresses: "layout: an e-mail or web address broken inside a name",
  uneven: "layout: fields side by side whose controls are not level",
  narrow: "layout: text in a column a few characters wide",
};

/** Measures the page as it stands (an address, or a state a form reached) and files what it found. */
export async function measureLayout({ page, where, findings }: Pick<Visit, "page" | "where" | "findings">): Promise<void> {
  const found = await page.evaluate(measure, COVERABLE);
  for (const kind of Object.keys(KINDS) as (keyof Found)[]) findings.add(KINDS[kind], where, found[kind]);
}

/** Every page of the manifest at each layout width. */
export const layout: Check = {
  name: "layout",
  at: (address) => (address.entry ? LAYOUT_VIEWPORTS : []),
  run: measureLayout,
};

/** Runs in the page: every finding of the checks, each named by what it is about. */
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
