import type { ReactNode } from "react";
import { container } from "../ui/layout.css.ts";
import * as styles from "./section.css.ts";

/** The frame every non-hero section shares: anchor id, spacing, optional heading and intro. */
export function SectionFrame(props: { id?: string; title?: string; intro?: string; alt?: boolean; children: ReactNode }) {
  const headingId = props.id ? `${props.id}-heading` : undefined;
  return (
    <section
      id={props.id}
      aria-labelledby={props.title ? headingId : undefined}
      className={`${styles.section} ${props.alt ? styles.alt : ""}`}
    >
      <div className={container}>
        {props.title && (
          <h2 id={headingId} className={styles.heading}>
            {props.title}
          </h2>
        )}
        {props.intro && <p className={styles.intro}>{props.intro}</p>}
        {props.children}
      </div>
    </section>
  );
}
