import * as styles from "./section.css.ts";
import { Text } from "../ui/Text.tsx";

/** A bulleted list of short texts, as cards and tab panels show them; nothing when there are none. */
export function Bullets({ items, className }: { items: readonly string[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className ? `${styles.bullets} ${className}` : styles.bullets}>
      {items.map((item) => (
        <Text as="li" key={item} className={styles.bullet} text={item} />
      ))}
    </ul>
  );
}
