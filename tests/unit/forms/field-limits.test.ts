import { describe, expect, test } from "vitest";
import { formLoaders } from "#generated/forms/index.ts";
import { form as contact } from "#generated/forms/contact.ts";
import { form as russianContact } from "#generated/forms/ru/contact.ts";
import { validateValues } from "#model/form-module.ts";
import { isTextField, limitOf } from "./support/field-limits.ts";

/**
 * Every text field of every form has a limit (its own `max`, or the site's for its kind: site.yaml
 * `fieldLimits`), and the generated schema that both doors run holds it: at the limit a value is not
 * refused for its length; one character more is refused with the limit's message, before any other rule.
 */
for (const [locale, loaders] of Object.entries(formLoaders)) {
  describe(`${locale}: every field at its limit and one past it`, () => {
    for (const [formId, load] of Object.entries(loaders)) {
      test(formId, async () => {
        const form = await load();
        const fields = form.definition.fields.flatMap((field) =>
          field.type === "rows"
            ? field.fields.map((inner) => ({ field: inner, key: `${field.name}.0.${inner.name}` }))
            : [{ field, key: field.name }],
        );
        const texts = fields.filter(({ field }) => isTextField(field));
        expect(texts.length).toBeGreaterThan(0);
        for (const { field, key } of texts) {
          const limit = limitOf(field);
          expect(limit, `${key} has a limit`).toBeDefined();
          const shownAt = (length: number) => {
            const value = "a".repeat(length);
            const check = validateValues(form.schema, { [field.name]: value, vms: [{ [field.name]: value }] });
            return check.ok ? undefined : check.errors[key];
          };
          expect(shownAt(limit!.value), `${key} at ${limit!.value}`).not.toBe(limit!.message);
          expect(shownAt(limit!.value + 1), `${key} at ${limit!.value + 1}`).toBe(limit!.message);
        }
      });
    }
  });
}

test("a field without a limit of its own takes the site's, told in the form's language", () => {
  const [firstName] = contact.definition.fields;
  expect(limitOf(firstName!)).toEqual({ rule: "max", value: 200, message: "Please shorten this to at most 200 characters." });
  const message = russianContact.definition.fields.find((field) => field.name === "message")!;
  expect(limitOf(message)).toEqual({ rule: "max", value: 5000, message: "Сократите текст до 5\u00a0000 символов." });
});
