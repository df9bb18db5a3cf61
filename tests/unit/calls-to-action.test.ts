import { join } from "node:path";
import { expect, test } from "vitest";
import { loadContent } from "../../codegen/load.ts";

/** Every button of the English pages (a hero's, a closing section's, a card's), with the page it is on. */
function buttons(): { page: string; label: string; href: string }[] {
  const { content } = loadContent(join(import.meta.dirname, "../.."));
  if (!content) throw new Error("the shipped content does not load");
  const found: { page: string; label: string; href: string }[] = [];
  const walk = (page: string, value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) walk(page, item);
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "actions" && Array.isArray(child))
          for (const action of child as { label: string; href: string }[]) found.push({ page, label: action.label, href: action.href });
        else walk(page, child);
      }
    }
  };
  for (const page of content.pages) walk(page.data.path, page.data.sections);
  return found;
}

// Decision 477: one label for the site's main conversion and one for talking to sales, in the spec's words.
test("every button to the migration request says «Start Your Migration», and every button to the sales form «Contact Sales»", () => {
  const all = buttons();
  const migration = all.filter((button) => button.href === "/migration-request");
  expect(migration.length).toBeGreaterThan(3);
  expect(migration.filter((button) => button.label !== "Start Your Migration")).toEqual([]);
  // The contact form serves other requests too, each its own action with its own words: a copy of a
  // certificate, support after a request, a demo or a product's details (their own ?ref).
  const otherRequests = new Set(["Ask for a copy", "Contact Support"]);
  const sales = all.filter(
    (button) => /^\/contact(\?(interest=sales|ref=case-studies(-cta)?))?$/.test(button.href) && !otherRequests.has(button.label),
  );
  expect(sales.length).toBeGreaterThan(10);
  expect(sales.filter((button) => button.label !== "Contact Sales")).toEqual([]);
});
