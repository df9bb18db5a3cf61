import type { SectionOf } from "#model/schema/index.ts";
import { ActionLinks } from "../ui/ActionLinks.tsx";
import * as styles from "./cta.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";
import { Text } from "../ui/Text.tsx";

export function Cta({ section }: { section: SectionOf<"cta"> }) {
  return (
    <SectionFrame id={section.id} title={section.title} alt>
      <Text as="p" className={styles.body} text={section.body} />
      <ActionLinks actions={section.actions} />
    </SectionFrame>
  );
}
