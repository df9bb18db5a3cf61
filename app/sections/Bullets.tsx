import { useLangOf } from "../lib/use-english.ts";
import * as styles from "./section.css.ts";

/** A bulleted list of short texts, as cards and tab panels show them; nothing when there are none. */
export function Bullets({ items, className }: { items: readonly string[]; className?: string }) {
  const langOf = useLangOf();
  if (items.length === 0) return null;
  return (
    <ul className={className ? `${styles.bullets} ${className}` : styles.bullets}>
      {items.map((item) => (
        <li key={item} className={styles.bullet} lang={langOf(item)}>
          {item}
        </li>
      ))}
    </ul>
  );
}
