import type { ReactNode } from "react";
import type { Action } from "#model/schema/index.ts";
import { ActionLinks } from "../ui/ActionLinks.tsx";
import { container } from "../ui/layout.css.ts";
import * as styles from "./section.css.ts";
import { Text } from "../ui/Text.tsx";

/** The frame every non-hero section shares: anchor id, spacing, optional heading, intro and actions. */
export function SectionFrame(props: {
  id?: string;
  title?: string;
  intro?: string;
  alt?: boolean;
  actions?: readonly Action[];
  children: ReactNode;
}) {
  const headingId = props.id ? `${props.id}-heading` : undefined;
  return (
    <section
      id={props.id}
      aria-labelledby={props.title ? headingId : undefined}
      className={`${styles.section} ${props.alt ? styles.alt : ""}`}
    >
      <div className={container}>
        <Text as="h2" id={headingId} className={styles.heading} text={props.title} />
        <Text as="p" className={styles.intro} text={props.intro} />
        {props.children}
        {props.actions && props.actions.length > 0 && (
          <div className={styles.footer}>
            <ActionLinks actions={props.actions} />
          </div>
        )}
      </div>
    </section>
  );
}
