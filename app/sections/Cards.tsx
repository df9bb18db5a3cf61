import type { SectionOf } from "../../codegen/schema/index.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import * as styles from "./section.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";

export function Cards({ section }: { section: SectionOf<"cards"> }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro}>
      <ul className={styles.grid}>
        {section.items.map((item) => (
          <li key={item.title} className={styles.card}>
            {item.badge && <span className={styles.badge}>{item.badge}</span>}
            <h3 className={styles.cardTitle}>
              {item.href ? (
                <SmartLink href={item.href} className={styles.cardLink}>
                  {item.title}
                </SmartLink>
              ) : (
                item.title
              )}
            </h3>
            {item.body && <p className={styles.cardBody}>{item.body}</p>}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
