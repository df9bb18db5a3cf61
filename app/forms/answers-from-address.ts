import type { FormFile } from "#model/schema/index.ts";
import type { FormValues } from "./values.ts";

/**
 * The values with each blank `fromQuery` select answered by the page's address: a visitor who came by
 * `/contact?interest=consultation` and left the question on its prompt still sends that interest. Only
 * one of the field's options is taken; anything else in the address is ignored (docs/decisions/372).
 */
export function withAnswersFromAddress(form: FormFile, values: FormValues, pageUrl: string): FormValues {
  if (!URL.canParse(pageUrl)) return values;
  const query = new URL(pageUrl).searchParams;
  const answers = form.fields.flatMap((field) => {
    if (field.type !== "select" || !field.fromQuery || values[field.name] !== "") return [];
    const value = query.get(field.name);
    return field.options.some((option) => option.value === value) ? [[field.name, value]] : [];
  });
  return answers.length > 0 ? { ...values, ...Object.fromEntries(answers) } : values;
}
