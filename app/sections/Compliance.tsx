import type { ReactNode } from "react";
import { isPendingFact } from "#model/schema/section-compliance.ts";
import type { SectionOf } from "#model/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import { longDate } from "../lib/long-date.ts";
import { useSite } from "../lib/use-site.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import * as styles from "./compliance.css.ts";
import * as cards from "./section.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";
import { Text } from "../ui/Text.tsx";

/** One fact; one the company has not supplied shows the section's words for that, never its marker. */
function Fact({ value, pending, show }: { value: string; pending: string; show?: (value: string) => ReactNode }) {
  const langOf = useLangOf();
  return isPendingFact(value) ? (
    <dd className={`${styles.detail} ${styles.pending}`} lang={langOf(pending)}>
      {pending}
    </dd>
  ) : (
    <dd className={styles.detail} lang={langOf(value)}>
      {show ? show(value) : value}
    </dd>
  );
}

type Section = SectionOf<"compliance">;

/** Each certificate or licence with its number, issuer, scope, valid-until date and document. */
export function Compliance({ section }: { section: Section }) {
  const { locale } = useSite();
  const langOf = useLangOf();
  const labels = section.fieldLabels;
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} actions={section.actions}>
      <ul className={`${cards.grid} ${cards.columns[2]}`}>
        {section.items.map((item) => (
          <li key={item.name} id={item.id} className={cards.card}>
            <Text as="h3" className={cards.cardTitle} text={item.name} />
            <dl className={styles.facts}>
              <dt className={styles.term}>{labels.number}</dt>
              <Fact pending={labels.pending} value={item.number} />
              <dt className={styles.term}>{labels.issuer}</dt>
              <Fact pending={labels.pending} value={item.issuer} />
              <dt className={styles.term}>{labels.scope}</dt>
              <Fact pending={labels.pending} value={item.scope} />
              <dt className={styles.term}>{labels.until}</dt>
              <Fact
                pending={labels.pending}
                value={item.until}
                show={(day) => <time dateTime={day}>{longDate(locale, new Date(`${day}T00:00:00Z`), "UTC")}</time>}
              />
              <dt className={styles.term}>{labels.document}</dt>
              <Fact
                pending={labels.pending}
                value={item.href}
                show={(href) => (
                  <SmartLink href={href} lang={langOf(item.linkLabel)}>
                    {item.linkLabel}
                  </SmartLink>
                )}
              />
            </dl>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
