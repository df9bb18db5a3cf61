import type { SectionOf } from "../../codegen/schema/index.ts";
import { SectionFrame } from "./SectionFrame.tsx";

/** Frame for a form placed by content; the form renderer arrives with app/forms. */
export function FormSection({ section }: { section: SectionOf<"form"> }) {
  return <SectionFrame id={section.id} title={section.title} intro={section.intro}>{null}</SectionFrame>;
}
