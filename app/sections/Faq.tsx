import type { SectionOf } from "#model/schema/index.ts";
import * as styles from "./faq.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";
import { Text } from "../ui/Text.tsx";

/** Each question a native <details>: it opens with a click, a key or a search in the page, with or without JavaScript. */
export function Faq({ section }: { section: SectionOf<"faq"> }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro}>
      <div className={styles.list}>
        {section.items.map((item) => (
          <details key={item.id} id={`${section.id ?? "faq"}-${item.id}`} className={styles.item}>
            <summary className={styles.question}>
              <Text as="span" text={item.question} />
            </summary>
            <Text as="p" text={item.answer} className={styles.answer} />
          </details>
        ))}
      </div>
    </SectionFrame>
  );
}
