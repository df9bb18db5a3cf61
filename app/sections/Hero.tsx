import type { SectionOf } from "#model/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import { useSite } from "../lib/use-site.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import { ActionLinks } from "../ui/ActionLinks.tsx";
import { Figure, figureRun } from "./Figure.tsx";
import { figure } from "./figure.css.ts";
import { HeroArt } from "../ui/HeroArt.tsx";
import { Picture } from "../ui/Picture.tsx";
import { container } from "../ui/layout.css.ts";
import * as styles from "./hero.css.ts";
import { Text } from "../ui/Text.tsx";

export function Hero({ section }: { section: SectionOf<"hero"> }) {
  const site = useSite();
  const langOf = useLangOf();
  const size = figure({ run: figureRun(section.claims.map((key) => site.claims[key]?.value ?? "")) });
  return (
    <section id={section.id} className={styles.hero}>
      <div className={`${container} ${styles.layout} ${section.art || section.image ? styles.withArt : ""}`}>
        <div>
          {section.trust ? (
            <p className={styles.eyebrow}>
              <SmartLink href={section.trust.href} className={styles.eyebrowLink} lang={langOf(section.trust.text)}>
                {section.trust.text}
              </SmartLink>
              {section.eyebrow && <span lang={langOf(section.eyebrow)}> · {section.eyebrow}</span>}
            </p>
          ) : (
            <Text as="p" className={styles.eyebrow} text={section.eyebrow} />
          )}
          <Text as="h1" className={styles.title} text={section.title} />
          <Text as="p" className={styles.lead} text={section.lead} />
          <ActionLinks actions={section.actions} />
        </div>
        {section.image ? (
          <Picture
            image={section.image}
            fallbacks={[section.image.fallback]}
            sizes="(min-width: 64rem) 36rem, 100vw"
            priority
            className={styles.picture}
          />
        ) : (
          section.art && <HeroArt art={section.art} />
        )}
        {section.claims.length > 0 && (
          <ul className={styles.claims}>
            {section.claims.map((key) => {
              const claim = site.claims[key];
              return claim ? (
                <li key={key} className={styles.claim}>
                  <strong className={`${size} ${styles.claimValue}`}>
                    <Figure value={claim.value} />
                  </strong>
                  <Text as="span" className={styles.claimLabel} text={claim.label} />
                </li>
              ) : null;
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
