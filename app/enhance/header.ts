/**
 * The header's groups are <details> disclosures that work without a script. Here: opening one folds the
 * others, a click outside or Escape folds the open one (Escape returns focus to its summary). The phone
 * menu is a popover, whose Escape and outside tap the browser already handles.
 */
export function enhanceHeader(doc: Document): void {
  const groups = () => [...doc.querySelectorAll<HTMLDetailsElement>("details[data-nav-group][open]")];
  doc.addEventListener(
    "toggle",
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.hasAttribute("data-nav-group")) return;
      for (const group of groups()) if (group !== opened) group.open = false;
    },
    true,
  );
  // On click rather than pointerdown: folding a group moves the ones below it, and a press must not lose
  // its release to that shift.
  doc.addEventListener("click", (event) => {
    for (const group of groups()) if (!(event.target instanceof Node && group.contains(event.target))) group.open = false;
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const group of groups()) {
      const hadFocus = group.contains(doc.activeElement);
      group.open = false;
      if (hadFocus) group.querySelector("summary")?.focus();
    }
  });
  // A page restored from the back/forward cache keeps the state it was left in: fold the groups.
  addEventListener("pageshow", (event) => {
    if (event.persisted) for (const group of groups()) group.open = false;
  });
}
