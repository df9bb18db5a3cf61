import type { SectionOf } from "../../codegen/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import { Badge } from "../ui/Badge.tsx";
import * as styles from "./steps.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";

export function Steps({ section }: { section: SectionOf<"steps"> }) {
  const langOf = useLangOf();
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} actions={section.actions}>
      <ol className={styles.steps}>
        {section.items.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.title} lang={langOf(step.title)}>
              {step.title}
            </h3>
            {step.duration && (
              <Badge tone="info" lang={langOf(step.duration)}>
                {step.duration}
              </Badge>
            )}
            {step.body && (
              <p className={styles.body} lang={langOf(step.body)}>
                {step.body}
              </p>
            )}
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
