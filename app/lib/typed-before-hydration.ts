type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  value?: string;
  checked?: boolean;
}

/**
 * What a visitor types into a form before the page hydrates must survive hydration (decisions 306, 307):
 * React renders its controlled fields from its own state and would write the initial values back. This
 * records every field the visitor changed, from now until `<html data-hydrated>` appears (app/root.tsx),
 * then gives each value back the way a visitor would — through the input and change events React
 * listens to — so the form's state, its counters and its validation all see it.
 */
export function keepTypedValues(doc: Document): void {
  const typed = new Map<Control, Typed>();
  const record = (control: Control) => {
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      if (control.checked !== control.defaultChecked) typed.set(control, { checked: control.checked });
    } else if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((option) => option.selected !== option.defaultSelected)) typed.set(control, { value: control.value });
    } else if (control.type !== "hidden" && control.value !== control.defaultValue) typed.set(control, { value: control.value });
  };
  for (const control of doc.querySelectorAll<Control>("form input, form textarea, form select")) record(control);
  const onInput = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) record(target);
  };
  doc.addEventListener("input", onInput, true);
  doc.addEventListener("change", onInput, true);

  const observer = new MutationObserver(() => {
    if (!doc.documentElement.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    doc.removeEventListener("input", onInput, true);
    doc.removeEventListener("change", onInput, true);
    for (const [control, value] of typed) giveBack(control, value);
  });
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
}

function giveBack(control: Control, typed: Typed): void {
  if (!control.isConnected) return;
  if (typed.checked !== undefined) {
    if (control instanceof HTMLInputElement && control.checked !== typed.checked) control.click();
    return;
  }
  if (typed.value === undefined || control.value === typed.value) return;
  // The prototype's setter, not the element's own: React tracks values set through the element and would
  // treat the event as no change.
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, typed.value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}
