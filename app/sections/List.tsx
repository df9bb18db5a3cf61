import type { SectionOf } from "../../codegen/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import * as styles from "./list.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";

export function List({ section }: { section: SectionOf<"list"> }) {
  const langOf = useLangOf();
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} actions={section.actions}>
      <ul className={styles.list}>
        {section.items.map((item) => (
          <li key={item} className={styles.item} lang={langOf(item)}>
            {item}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
