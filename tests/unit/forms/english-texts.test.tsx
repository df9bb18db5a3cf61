import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { form as contact } from "#generated/forms/ru/contact.ts";
import { sites } from "#generated/sites/index.ts";
import { LeadForm } from "../../../app/forms/LeadForm.tsx";
import { formLabelsOf } from "../../../app/forms/island.ts";

test("a form island marks the texts its module says are shown in English, and no other", () => {
  const { labels } = sites.ru;
  const email = contact.definition.fields.find((field) => field.name === "email")!;
  const phone = contact.definition.fields.find((field) => field.name === "phone")!;
  const html = renderToStaticMarkup(
    <LeadForm form={{ ...contact, shownInEnglish: new Set([email.label]) }} formLabels={formLabelsOf(labels)} />,
  );
  const label = (text: string, lang = "") =>
    new RegExp(`<label for="[^"]+" class="[^"]+"${lang}>${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</label>`);
  expect(html).toMatch(label(email.label, ' lang="en"'));
  expect(html).toMatch(label(phone.label));
});

test("a validation message and the error summary shown in English are marked, the translated ones are not", () => {
  const { labels } = sites.ru;
  const messageOf = (field: string, rule: string) =>
    contact.definition.fields.find((candidate) => candidate.name === field)!.rules.find((candidate) => candidate.rule === rule)!.message;
  const invalid = messageOf("email", "pattern");
  const name = messageOf("firstName", "required");
  const html = renderToStaticMarkup(
    <LeadForm
      form={{ ...contact, shownInEnglish: new Set([invalid, contact.definition.errorSummary]) }}
      posted={{ formId: contact.id, status: "invalid", errors: { email: invalid, firstName: name }, values: {}, step: 0 }}
      formLabels={formLabelsOf(labels)}
    />,
  );
  expect(html).toMatch(new RegExp(`<p id="[^"]+" class="[^"]+" lang="en">${invalid}</p>`));
  expect(html).toMatch(new RegExp(`<p id="[^"]+" class="[^"]+">${name}</p>`));
  expect(html).toContain(`<strong lang="en">${contact.definition.errorSummary}</strong>`);
  expect(html).toMatch(new RegExp(`<li lang="en"><a href="#[^"]+">${invalid}</a></li>`));
  expect(html).toMatch(new RegExp(`<li><a href="#[^"]+">${name}</a></li>`));
});
