import type { SectionOf } from "#model/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import { Badge } from "../ui/Badge.tsx";
import * as styles from "./steps.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";
import { Text } from "../ui/Text.tsx";

export function Steps({ section }: { section: SectionOf<"steps"> }) {
  const langOf = useLangOf();
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} actions={section.actions}>
      <ol className={styles.steps}>
        {section.items.map((step) => (
          <li key={step.title} className={styles.step}>
            <Text as="h3" className={styles.title} text={step.title} />
            {step.duration && (
              <Badge tone="info" lang={langOf(step.duration)}>
                {step.duration}
              </Badge>
            )}
            <Text as="p" className={styles.body} text={step.body} />
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
