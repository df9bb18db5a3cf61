import type { SectionOf } from "#model/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import { useSite } from "../lib/use-site.ts";
import { Figure, figureRun } from "./Figure.tsx";
import { figure } from "./figure.css.ts";
import * as styles from "./stats.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";

export function Stats({ section }: { section: SectionOf<"stats"> }) {
  const site = useSite();
  const langOf = useLangOf();
  const items = section.items.map((item) =>
    "claim" in item
      ? { value: site.claims[item.claim]?.value ?? item.claim, label: item.label ?? site.claims[item.claim]?.label ?? "" }
      : item,
  );
  const size = figure({ run: figureRun(items.map((item) => item.value)) });
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} alt>
      <dl className={styles.stats}>
        {items.map((item) => (
          <div key={item.label} className={styles.stat}>
            <dt className={styles.label} lang={langOf(item.label)}>
              {item.label}
            </dt>
            <dd className={`${size} ${styles.value}`}>
              <Figure value={item.value} />
            </dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}
