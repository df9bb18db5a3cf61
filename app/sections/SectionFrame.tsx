import type { ReactNode } from "react";
import type { Action } from "../../codegen/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import { ActionLinks } from "../ui/ActionLinks.tsx";
import { container } from "../ui/layout.css.ts";
import * as styles from "./section.css.ts";

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
  const langOf = useLangOf();
  return (
    <section
      id={props.id}
      aria-labelledby={props.title ? headingId : undefined}
      className={`${styles.section} ${props.alt ? styles.alt : ""}`}
    >
      <div className={container}>
        {props.title && (
          <h2 id={headingId} className={styles.heading} lang={langOf(props.title)}>
            {props.title}
          </h2>
        )}
        {props.intro && (
          <p className={styles.intro} lang={langOf(props.intro)}>
            {props.intro}
          </p>
        )}
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
