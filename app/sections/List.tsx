import type { SectionOf } from "#model/schema/index.ts";
import * as styles from "./list.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";
import { Text } from "../ui/Text.tsx";

export function List({ section }: { section: SectionOf<"list"> }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} actions={section.actions}>
      <ul className={styles.list}>
        {section.items.map((item) => (
          <Text as="li" key={item} className={styles.item} text={item} />
        ))}
      </ul>
    </SectionFrame>
  );
}
