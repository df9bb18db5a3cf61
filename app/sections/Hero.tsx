import type { SectionOf } from "../../codegen/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import { useSite } from "../lib/use-site.ts";
import { ActionLinks } from "../ui/ActionLinks.tsx";
import { Figure, figureRun } from "./Figure.tsx";
import { figure } from "./figure.css.ts";
import { HeroArt } from "../ui/HeroArt.tsx";
import { container } from "../ui/layout.css.ts";
import * as styles from "./hero.css.ts";

export function Hero({ section }: { section: SectionOf<"hero"> }) {
  const site = useSite();
  const langOf = useLangOf();
  const size = figure({ run: figureRun(section.claims.map((key) => site.claims[key]?.value ?? "")) });
  return (
    <section id={section.id} className={styles.hero}>
      <div className={`${container} ${styles.layout}`}>
        <div>
          {section.eyebrow && (
            <p className={styles.eyebrow} lang={langOf(section.eyebrow)}>
              {section.eyebrow}
            </p>
          )}
          <h1 className={styles.title} lang={langOf(section.title)}>
            {section.title}
          </h1>
          {section.lead && (
            <p className={styles.lead} lang={langOf(section.lead)}>
              {section.lead}
            </p>
          )}
          <ActionLinks actions={section.actions} />
        </div>
        <HeroArt />
        {section.claims.length > 0 && (
          <ul className={styles.claims}>
            {section.claims.map((key) => {
              const claim = site.claims[key];
              return claim ? (
                <li key={key} className={styles.claim}>
                  <strong className={`${size} ${styles.claimValue}`}>
                    <Figure value={claim.value} />
                  </strong>
                  <span className={styles.claimLabel} lang={langOf(claim.label)}>
                    {claim.label}
                  </span>
                </li>
              ) : null;
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
