import type { SectionOf } from "../../codegen/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import { InfoTooltip } from "../ui/Tooltip.tsx";
import * as styles from "./table.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";
import { Text } from "../ui/Text.tsx";

/** A data table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function Table({ section }: { section: SectionOf<"table"> }) {
  const langOf = useLangOf();
  const [head, ...rest] = section.columns;
  if (!head) return null;
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} actions={section.actions}>
      {/* A scrolling region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="region" aria-label={section.caption} tabIndex={0}>
        <table className={styles.table}>
          <Text as="caption" className={styles.caption} text={section.caption} />
          <thead>
            <tr>
              {section.columns.map((column) => (
                <th key={column.key} scope="col" className={styles.th} lang={langOf(column.label)}>
                  {column.label}
                  {column.tooltip && section.tooltipLabel && (
                    <InfoTooltip label={`${section.tooltipLabel} ${column.label}`} text={column.tooltip} />
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row, index) => (
              <tr key={row[head.key] ?? index} className={index === section.highlightRow ? styles.highlight : undefined}>
                <th scope="row" className={styles.rowHead} lang={langOf(row[head.key])}>
                  {row[head.key]}
                </th>
                {rest.map((column) => (
                  <td key={column.key} className={styles.td} lang={langOf(row[column.key])}>
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
