import type { SectionOf } from "#model/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import { InfoTooltip } from "../ui/Tooltip.tsx";
import * as styles from "./table.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";
import { Text } from "../ui/Text.tsx";

/**
 * A data table: a table where its container is wide enough, one card per row below that (table.css.ts),
 * with each cell's column label beside it. The markup is the same table either way, so a screen reader
 * reads rows and columns at every width, and no script is needed.
 */
export function Table({ section }: { section: SectionOf<"table"> }) {
  const langOf = useLangOf();
  const [head, ...rest] = section.columns;
  if (!head) return null;
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} actions={section.actions}>
      <div className={styles.frame}>
        <table className={styles.table}>
          <Text as="caption" className={styles.caption} text={section.caption} />
          <thead className={styles.head}>
            <tr>
              {section.columns.map((column) => (
                <th key={column.key} scope="col" className={styles.th} lang={langOf(column.label)}>
                  <span className={styles.thLabel}>
                    {column.label}
                    {column.tooltip && section.tooltipLabel && (
                      <InfoTooltip label={`${section.tooltipLabel} ${column.label}`} text={column.tooltip} />
                    )}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={styles.body}>
            {section.rows.map((row, index) => (
              <tr
                key={row[head.key] ?? index}
                className={index === section.highlightRow ? `${styles.row} ${styles.highlight}` : styles.row}
              >
                <th scope="row" className={styles.rowHead} lang={langOf(row[head.key])}>
                  {row[head.key]}
                </th>
                {rest.map((column) => (
                  <td key={column.key} className={styles.td} lang={langOf(row[column.key])} data-label={column.label}>
                    {row[column.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Text as="p" className={styles.note} text={section.note} />
    </SectionFrame>
  );
}
