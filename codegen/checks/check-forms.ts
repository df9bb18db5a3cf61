import { compileCrm } from "../crm-mapping.ts";
import { problemAt as at } from "../yaml-source.ts";
import type { Content } from "../load.ts";
import type { Problem } from "../problems.ts";

/**
 * Forms referenced by pages exist, and every field a step, review, row total or the CRM mapping names
 * is defined (the mapping's with a type that fits its use).
 */
export function checkForms(content: Content): Problem[] {
  const formIds = new Set(content.forms.map((form) => form.id));
  const problems: Problem[] = [];

  for (const page of content.pages) {
    page.data.sections.forEach((section, index) => {
      if (section.type === "form" && !formIds.has(section.form)) {
        problems.push(
          at(
            page.source,
            ["sections", index, "form"],
            "CG150",
            `unknown form "${section.form}"; forms in content/forms: ${[...formIds].join(", ")}`,
          ),
        );
      }
    });
  }

  for (const form of content.forms) {
    const names = form.data.fields.map((field) => field.name);
    const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
    for (const name of new Set(duplicates)) {
      problems.push(at(form.source, ["fields", names.lastIndexOf(name), "name"], "CG151", `field "${name}" is defined twice`));
    }
    const unknown = (name: string) => !names.includes(name);
    form.data.steps?.forEach((step, stepIndex) => {
      step.fields.forEach((name, fieldIndex) => {
        if (unknown(name)) problems.push(at(form.source, ["steps", stepIndex, "fields", fieldIndex], "CG152", `unknown field "${name}"`));
      });
      step.review?.forEach((item, itemIndex) =>
        item.fields.forEach((name, fieldIndex) => {
          if (unknown(name)) {
            problems.push(
              at(form.source, ["steps", stepIndex, "review", itemIndex, "fields", fieldIndex], "CG152", `unknown field "${name}"`),
            );
          }
        }),
      );
    });
    if (form.data.steps) {
      const placed = new Set(form.data.steps.flatMap((step) => step.fields));
      form.data.fields.forEach((field, index) => {
        if (!placed.has(field.name))
          problems.push(at(form.source, ["fields", index, "name"], "CG153", `field "${field.name}" is on no step`));
      });
    }
    form.data.fields.forEach((field, fieldIndex) => {
      if (field.type !== "rows") return;
      const rowNames = field.fields.map((inner) => inner.name);
      for (const key of Object.keys(field.newRow)) {
        if (!rowNames.includes(key))
          problems.push(at(form.source, ["fields", fieldIndex, "newRow", key], "CG154", `unknown row field "${key}"`));
      }
      field.totals.forEach((total, totalIndex) => {
        if (!rowNames.includes(total.field)) {
          problems.push(
            at(form.source, ["fields", fieldIndex, "totals", totalIndex, "field"], "CG154", `unknown row field "${total.field}"`),
          );
        }
      });
    });
    for (const problem of compileCrm(form.data).problems) problems.push(at(form.source, problem.path, problem.code, problem.message));
  }
  return problems;
}
