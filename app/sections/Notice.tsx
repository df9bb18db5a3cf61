import type { SiteFile, SectionOf } from "#model/schema/index.ts";
import { localePath } from "#model/schema/locales.ts";
import { ActionLinks } from "../ui/ActionLinks.tsx";
import { container } from "../ui/layout.css.ts";
import * as styles from "./notice.css.ts";
import { Text } from "../ui/Text.tsx";

/** A full-page message: under construction, not found. */
export function Notice({ section }: { section: SectionOf<"notice"> | NoticeContent }) {
  return (
    <section id={section.id} className={styles.notice}>
      <div className={container}>
        {section.code && <p className={styles.code}>{section.code}</p>}
        <Text as="h1" className={styles.title} text={section.title} />
        <Text as="p" className={styles.body} text={section.body} />
        <div className={styles.actions}>
          <ActionLinks actions={section.actions} />
        </div>
      </div>
    </section>
  );
}

type NoticeContent = Omit<SectionOf<"notice">, "type"> & { type?: never };
/** The not-found message of a language's site text, leading home in that language. */
export function notFoundNotice({ notFound: copy, locale }: Pick<SiteFile, "notFound" | "locale">): NoticeContent {
  const home = localePath("/", locale);
  return { code: copy.code, title: copy.title, body: copy.body, actions: [{ label: copy.homeLabel, href: home, variant: "primary" }] };
}
