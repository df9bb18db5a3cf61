import type { LegalDocument } from "#model/schema/index.ts";
import { useSite } from "../lib/use-site.ts";
import { container } from "../ui/layout.css.ts";
import { LastUpdated } from "./LastUpdated.tsx";
import * as styles from "./legal.css.ts";
import { Markdown } from "./Markdown.tsx";

export function LegalView({ page }: { page: LegalDocument }) {
  const site = useSite();
  return (
    <article className={`${container} ${styles.article}`}>
      <p className={styles.updated}>
        {site.labels.lastUpdated}: <LastUpdated value={page.lastUpdated} />
      </p>
      <div className={styles.prose}>
        <Markdown tree={page.body} />
      </div>
    </article>
  );
}
