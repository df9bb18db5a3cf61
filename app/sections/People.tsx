import type { SectionOf } from "../../codegen/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import * as styles from "./section.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";

export function People({ section }: { section: SectionOf<"people"> }) {
  const langOf = useLangOf();
  return (
    <SectionFrame id={section.id} title={section.title} alt>
      <ul className={styles.grid}>
        {section.items.map((person) => (
          <li key={person.name} className={styles.card}>
            <h3 className={styles.cardTitle} lang={langOf(person.name)}>
              {person.name}
            </h3>
            <p className={styles.cardBody} lang={langOf(person.role)}>
              {person.role}
            </p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
