/** The id of a form's element: the anchor a post without JavaScript returns to, and the base of its parts' ids. */
export function formElementId(formId: string): string {
  return `form-${formId}`;
}

/** The id of a field's control: `form-contact-email`, or `form-migration-vms-0-cpu` inside a row. */
export function fieldElementId(formId: string, name: string): string {
  return `${formElementId(formId)}-${name.replaceAll(".", "-")}`;
}

/** The id of a part the island focuses: the success panel, the error summary, or a wizard step's title. */
export function partElementId(formId: string, part: "sent" | "summary" | `step-${number}`): string {
  return `${formElementId(formId)}-${part}`;
}
