import type { LeadForm } from "#generated/forms/by-kind.ts";

/** The forms a page shows, by id; the route module passes them to the page and its action. */
export type PageForms = Readonly<Record<string, LeadForm>>;

/** What a form action answers; the page renders it with or without JavaScript. */
export type FormResult =
  | { formId: string; status: "invalid"; errors: Record<string, string>; values: Record<string, unknown>; step: number }
  | { formId: string; status: "step"; values: Record<string, unknown>; step: number }
  /** `message`, when set, says why better than the form's general failure text (e.g. too many posts). */
  | { formId: string; status: "failed"; values: Record<string, unknown>; step: number; message?: string }
  /** `reference`: what the visitor may quote to sales; absent only for a replay of a lead from before references. */
  | { formId: string; status: "success"; reference?: string };
