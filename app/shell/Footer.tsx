import { useLangOf } from "../lib/use-english.ts";
import { useSite } from "../lib/use-site.ts";
import { AnalyticsConsentSettings } from "./AnalyticsConsent.tsx";
import { FallbackImage } from "../ui/FallbackImage.tsx";
import { container } from "../ui/layout.css.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import { Text } from "../ui/Text.tsx";
import { withAddressBreaks } from "../ui/address-breaks.tsx";
import { LanguageList, useLanguageLinks } from "./LanguageLinks.tsx";
import * as styles from "./footer.css.ts";

export function Footer() {
  const site = useSite();
  const { contacts } = site;
  const langOf = useLangOf();
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.grid}>
          <div className={styles.about}>
            <FallbackImage image={site.footerLogo.image} fallbacks={site.footerLogo.fallbacks} loading="lazy" />
            <Text as="p" text={site.footer.tagline} />
            <p>
              <a className={styles.link} href={`mailto:${contacts.email}`}>
                {withAddressBreaks(contacts.email)}
              </a>
              <br />
              <a className={styles.link} href={`tel:${contacts.phone.replace(/\s+/g, "")}`}>
                {contacts.phone}
              </a>
            </p>
          </div>
          {site.footer.groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <Text as="h2" className={styles.heading} text={group.title} />
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href} className={styles.link} lang={langOf(link.label)}>
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <Text as="p" text={site.footer.copyright} />
          {/* Not at the row's right end, where the fixed chat button would cover it. */}
          <AnalyticsConsentSettings className={styles.link} />
          <nav aria-label={site.labels.language}>
            <LanguageList links={useLanguageLinks()} className={styles.languages} linkClassName={styles.link} />
          </nav>
          <p>{contacts.address}</p>
        </div>
      </div>
    </footer>
  );
}
