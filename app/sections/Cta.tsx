import type { SectionOf } from "../../codegen/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import { ActionLinks } from "../ui/ActionLinks.tsx";
import * as styles from "./cta.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";

export function Cta({ section }: { section: SectionOf<"cta"> }) {
  const langOf = useLangOf();
  return (
    <SectionFrame id={section.id} title={section.title} alt>
      {section.body && (
        <p className={styles.body} lang={langOf(section.body)}>
          {section.body}
        </p>
      )}
      <ActionLinks actions={section.actions} />
    </SectionFrame>
  );
}
