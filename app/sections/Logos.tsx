import type { SectionOf } from "#model/schema/index.ts";
import { useSite } from "../lib/use-site.ts";
import { Picture } from "../ui/Picture.tsx";
import { SmartLink } from "../ui/SmartLink.tsx";
import * as styles from "./logos.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";

/**
 * Partner marks, each over the partner's name set as text (readable at any size, in the page's font);
 * a mark that fails to load falls back to the site's last placeholder image. The link's name is the mark's
 * alt; the caption repeats it for the eye only, so a screen reader says the name once.
 */
export function Logos({ section }: { section: SectionOf<"logos"> }) {
  const site = useSite();
  const placeholder = site.logo.fallbacks.at(-1);
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} actions={section.actions}>
      <ul className={styles.strip}>
        {section.items.map((item) => (
          <li key={item.name}>
            <SmartLink href={item.href} className={styles.logo}>
              <Picture image={item.logo} fallbacks={placeholder ? [placeholder] : []} sizes="6rem" className={styles.mark} />
              <span className={styles.name} aria-hidden="true">
                {item.name}
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
