import type { SectionOf } from "../../codegen/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import * as styles from "./prose.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";

export function Prose({ section }: { section: SectionOf<"prose"> }) {
  const langOf = useLangOf();
  return (
    <SectionFrame id={section.id} title={section.title} actions={section.actions}>
      <div className={styles.prose}>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} lang={langOf(paragraph)}>
            {paragraph}
          </p>
        ))}
      </div>
    </SectionFrame>
  );
}
