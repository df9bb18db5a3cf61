import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { form as contact } from "../../../app/.generated/forms/ru/contact.ts";
import { sites } from "../../../app/.generated/sites/index.ts";
import { LeadForm } from "../../../app/forms/LeadForm.tsx";

test("a form island marks the texts its module says are shown in English, and no other", () => {
  const { labels, toasts } = sites.ru;
  const email = contact.definition.fields.find((field) => field.name === "email")!;
  const phone = contact.definition.fields.find((field) => field.name === "phone")!;
  const html = renderToStaticMarkup(
    <LeadForm
      form={{ ...contact, shownInEnglish: new Set([email.label]) }}
      toastLabels={toasts.labels}
      formLabels={{ honeypot: labels.honeypot, removeRow: labels.removeRow }}
    />,
  );
  const label = (text: string, lang = "") =>
    new RegExp(`<label for="[^"]+" class="[^"]+"${lang}>${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</label>`);
  expect(html).toMatch(label(email.label, ' lang="en"'));
  expect(html).toMatch(label(phone.label));
});
