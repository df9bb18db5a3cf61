import { useActionData } from "react-router";
import type { SectionOf } from "#model/schema/index.ts";
import { usePageForm } from "../forms/context.tsx";
import { FORM_ISLAND, formLabelsOf, type FormIslandProps } from "../forms/island.ts";
import { LeadForm } from "../forms/LeadForm.tsx";
import type { FormResult } from "../forms/types.ts";
import { useSite } from "../lib/use-site.ts";
import { SectionFrame } from "./SectionFrame.tsx";

/**
 * A form section: the form as an island (decision 320). The server renders it inside the page; in the
 * browser the page script hydrates just this element, with react-dom's hydrateRoot and the same props,
 * when the visitor reaches for the form. The rest of the page never loads the framework.
 */
export function FormSection({ section }: { section: SectionOf<"form"> }) {
  const form = usePageForm(section.form);
  // A post without JavaScript comes back to this page; its answer is focused, so in view, as it opens.
  const result = useActionData<FormResult>();
  const site = useSite();
  const toastLabels = site.toasts.labels;
  const formLabels = formLabelsOf(site.labels);
  // Codegen guarantees the form exists and that the route module provides it.
  if (!form) throw new Error(`form "${section.form}" is not provided by this route`);
  const posted = result?.formId === form.id ? result : undefined;
  const island: FormIslandProps = { formId: form.id, locale: form.locale, posted, toastLabels, formLabels };
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro}>
      <div {...{ [FORM_ISLAND]: JSON.stringify(island) }}>
        <LeadForm form={form} posted={posted} formLabels={formLabels} />
      </div>
    </SectionFrame>
  );
}
