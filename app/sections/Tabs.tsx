import { useLocation } from "react-router";
import type { SectionOf } from "#model/schema/index.ts";
import { ActionLinks } from "../ui/ActionLinks.tsx";
import { selectedTabId, TabLinks } from "../ui/TabLinks.tsx";
import { Bullets } from "./Bullets.tsx";
import { CardGrid } from "./CardGrid.tsx";
import * as styles from "./tabs.css.ts";
import { SectionFrame } from "./SectionFrame.tsx";
import { Text } from "../ui/Text.tsx";

/** Link tabs: the path decides the tab, so server HTML, hydration and the no-JS page agree. */
export function Tabs({ section: content }: { section: SectionOf<"tabs"> }) {
  const { pathname } = useLocation();
  const selectedId = selectedTabId(content.items, pathname, content.default);
  const panel = content.items.find((item) => item.id === selectedId);
  const panelId = `${content.id ?? "tabs"}-panel`;
  return (
    <SectionFrame id={content.id} title={content.title} intro={content.intro}>
      <TabLinks label={content.label} tabs={content.items} selected={selectedId} panelId={panelId} />
      {panel && (
        <div id={panelId} className={styles.panel} role="region" aria-labelledby={`${panelId}-tab-${panel.id}`}>
          <div className={styles.panelHead}>
            <div>
              <Text as="h3" className={styles.title} text={panel.title} />
              <Text as="p" className={styles.body} text={panel.body} />
            </div>
            <Text as="p" className={styles.pricing} text={panel.pricing} />
          </div>
          {panel.bullets.length > 0 && (
            <div>
              <Text as="h4" className={styles.subTitle} text={panel.bulletsTitle} />
              <Bullets items={panel.bullets} className={styles.bullets} />
            </div>
          )}
          {panel.cards.length > 0 && <CardGrid items={panel.cards} headingLevel={4} />}
          <ActionLinks actions={panel.actions} />
        </div>
      )}
    </SectionFrame>
  );
}
