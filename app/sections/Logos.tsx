import type { SectionOf } from "../../codegen/schema/index.ts";
import { useSite } from "../lib/use-site.ts";
import { FallbackImage } from "../ui/FallbackImage.tsx";
import { SmartLink } from "../ui/SmartLink.tsx";
import * as styles from "./logos.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";

/** Partner logos; a logo that fails to load falls back to the site's last placeholder image. */
export function Logos({ section }: { section: SectionOf<"logos"> }) {
  const site = useSite();
  const placeholder = site.logo.fallbacks.at(-1);
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} actions={section.actions}>
      <ul className={styles.strip}>
        {section.items.map((item) => (
          <li key={item.name}>
            <SmartLink href={item.href} className={styles.logo}>
              <FallbackImage image={item.logo} fallbacks={placeholder ? [placeholder] : []} loading="lazy" decoding="async" />
            </SmartLink>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
