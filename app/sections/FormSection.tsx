import type { SectionOf } from "../../codegen/schema/index.ts";
import { usePageForm } from "../forms/context.tsx";
import { LeadForm } from "../forms/LeadForm.tsx";
import { SectionFrame } from "./SectionFrame.tsx";

export function FormSection({ section }: { section: SectionOf<"form"> }) {
  const form = usePageForm(section.form);
  // Codegen guarantees the form exists and that the route module provides it.
  if (!form) throw new Error(`form "${section.form}" is not provided by this route`);
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro}>
      <LeadForm form={form} />
    </SectionFrame>
  );
}
