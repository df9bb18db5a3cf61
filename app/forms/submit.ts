import type { Locale } from "#model/schema/locales.ts";
import type { FormResult } from "./types.ts";

/** Where the form island posts: the form door (app/routes/form-post.ts), one address per form and language. */
function formPostUrl(form: { locale: Locale; id: string }): string {
  return `/forms/${form.locale}/${encodeURIComponent(form.id)}`;
}

/**
 * Sends a filled form to its door and reads the answer. Whatever goes wrong on the way (no network, a
 * proxy's error page) is a failure the visitor is told about, with every value still in the form.
 */
export async function postForm(form: { locale: Locale; id: string }, body: FormData, step: number): Promise<FormResult> {
  const failed: FormResult = { formId: form.id, status: "failed", values: {}, step };
  try {
    const response = await fetch(formPostUrl(form), { method: "POST", body, headers: { Accept: "application/json" } });
    if (!response.headers.get("Content-Type")?.startsWith("application/json")) return failed;
    const answer = (await response.json()) as FormResult;
    return answer.formId === form.id ? answer : failed;
  } catch {
    return failed;
  }
}
