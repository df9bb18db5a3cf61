import type { FormField, Rule, SingleField } from "#model/schema/index.ts";

type TextField = Extract<SingleField, { type: "text" | "email" | "tel" | "url" | "textarea" }>;

export function isTextField(field: FormField): field is TextField {
  return field.type !== "select" && field.type !== "number" && field.type !== "rows";
}

/** A text field's limit as its generated definition carries it: its form's own `max`, or the site's for its kind. */
export function limitOf(field: FormField): Extract<Rule, { rule: "max" }> | undefined {
  return isTextField(field) ? field.rules.find((rule): rule is Extract<Rule, { rule: "max" }> => rule.rule === "max") : undefined;
}
