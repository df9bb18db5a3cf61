import { formatFigure } from "../../codegen/figures.ts";
import type { CardItem } from "../../codegen/schema/sections.ts";
import { useSite } from "../lib/use-site.ts";
import { Badge } from "../ui/Badge.tsx";
import { FallbackImage } from "../ui/FallbackImage.tsx";
import { Icon } from "../ui/Icon.tsx";
import { iconBox } from "../ui/icon.css.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import { Bullets } from "./Bullets.tsx";
import * as styles from "./section.css.ts";

/** The card grid shared by card sections and tab panels. */
export function CardGrid({ items, columns, headingLevel = 3 }: { items: readonly CardItem[]; columns?: 2 | 3 | 4; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h3";
  const { locale } = useSite();
  return (
    <ul className={`${styles.grid} ${columns ? styles.columns[columns] : ""}`}>
      {items.map((item) => (
        <li key={formatFigure(item.title, locale)} className={styles.card}>
          {item.image && (
            <FallbackImage
              image={item.image}
              fallbacks={[item.image.fallback]}
              loading="lazy"
              decoding="async"
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
              {item.badge && <Badge tone={item.tone}>{item.badge}</Badge>}
            </div>
          )}
          <Heading className={styles.cardTitle}>
            {item.href && !item.linkLabel ? (
              <SmartLink href={item.href} className={styles.cardLink}>
                {formatFigure(item.title, locale)}
              </SmartLink>
            ) : (
              formatFigure(item.title, locale)
            )}
          </Heading>
          {item.value && <p className={styles.cardValue}>{formatFigure(item.value, locale)}</p>}
          {item.body && <p className={styles.cardBody}>{item.body}</p>}
          <Bullets items={item.bullets} />
          {item.href && item.linkLabel && (
            <SmartLink href={item.href} className={`${styles.cardLink} ${styles.cardMore}`}>
              {item.linkLabel}
            </SmartLink>
          )}
        </li>
      ))}
    </ul>
  );
}
