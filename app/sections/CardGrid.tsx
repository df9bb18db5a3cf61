import type { CardItem } from "#model/schema/sections.ts";
import { useLangOf } from "../lib/use-english.ts";
import { Badge } from "../ui/Badge.tsx";
import { Picture } from "../ui/Picture.tsx";
import { Icon } from "../ui/Icon.tsx";
import { iconBox } from "../ui/icon.css.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import { Bullets } from "./Bullets.tsx";
import * as styles from "./section.css.ts";
import { Text } from "../ui/Text.tsx";
import { withAddressBreaks } from "../ui/address-breaks.tsx";

/** The card grid shared by card sections and tab panels. */
export function CardGrid({ items, columns, headingLevel = 3 }: { items: readonly CardItem[]; columns?: 2 | 3 | 4; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h3";
  const langOf = useLangOf();
  return (
    <ul className={`${styles.grid} ${columns ? styles.columns[columns] : ""}`}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.image && (
            <Picture
              image={item.image}
              fallbacks={[item.image.fallback]}
              sizes={columns ? `(min-width: 64rem) ${Math.round(72 / columns)}rem, 100vw` : "(min-width: 64rem) 24rem, 100vw"}
              className={styles.cardImage}
            />
          )}
          {(item.icon || item.badge) && (
            <div className={styles.cardHead}>
              {item.icon ? (
                <span className={iconBox}>
                  <Icon name={item.icon} />
                </span>
              ) : (
                <span />
              )}
              {item.badge && (
                <Badge tone={item.tone} lang={langOf(item.badge)}>
                  {item.badge}
                </Badge>
              )}
            </div>
          )}
          <Heading className={styles.cardTitle} lang={langOf(item.title)}>
            {item.href && !item.linkLabel ? (
              <SmartLink href={item.href} className={styles.cardLink}>
                {item.title}
              </SmartLink>
            ) : (
              item.title
            )}
          </Heading>
          <Text as="p" className={styles.cardValue} text={item.value} />
          <Text as="p" className={styles.cardBody} text={item.body} />
          <Bullets items={item.bullets} />
          {item.href && item.linkLabel && (
            <SmartLink href={item.href} className={`${styles.cardLink} ${styles.cardMore}`} lang={langOf(item.linkLabel)}>
              {withAddressBreaks(item.linkLabel)}
            </SmartLink>
          )}
        </li>
      ))}
    </ul>
  );
}
