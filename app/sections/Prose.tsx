import type { SectionOf } from "#model/schema/index.ts";
import * as styles from "./prose.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";
import { Text } from "../ui/Text.tsx";

export function Prose({ section }: { section: SectionOf<"prose"> }) {
  return (
    <SectionFrame id={section.id} title={section.title} actions={section.actions}>
      <div className={styles.prose}>
        {section.paragraphs.map((paragraph) => (
          <Text as="p" key={paragraph} text={paragraph} />
        ))}
      </div>
    </SectionFrame>
  );
}
