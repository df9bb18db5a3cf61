import { useLocation } from "react-router";
import type { SectionOf } from "../../codegen/schema/index.ts";
import { statusValues } from "../../codegen/schema/status-values.ts";
import { ActionLinks } from "../ui/ActionLinks.tsx";
import { Badge } from "../ui/Badge.tsx";
import type { BadgeVariants } from "../ui/badge.css.ts";
import { container } from "../ui/layout.css.ts";
import { selectedTabId, TabLinks } from "../ui/TabLinks.tsx";
import * as section from "./section.css.ts";
import * as styles from "./status.css.ts";

type Content = SectionOf<"status">;
type StatusValue = (typeof statusValues)[number];

const tones: Record<StatusValue | "unknown", NonNullable<BadgeVariants["tone"]>> = {
  operational: "success",
  degraded_performance: "warning",
  partial_outage: "warning",
  major_outage: "danger",
  maintenance: "info",
  unknown: "neutral",
};

/** Any value outside the known five reads as Unknown. */
export function statusKey(value: string): StatusValue | "unknown" {
  return (statusValues as readonly string[]).includes(value) ? (value as StatusValue) : "unknown";
}

function StatusBadge({ value, labels }: { value: string; labels: Content["labels"] }) {
  const key = statusKey(value);
  return <Badge tone={tones[key]}>{labels[key]}</Badge>;
}

/** Deterministic, locale-independent formatting so the prerendered text equals the hydrated text. */
const monthName = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });
function formatTime(iso: string, content: Content): string {
  const date = new Date(Date.parse(iso) + content.utcOffsetHours * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${monthName.format(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} ${content.timeZoneLabel}`;
}

export function Status({ section: content }: { section: Content }) {
  const { pathname } = useLocation();
  const tabs = (["components", "incidents", "scheduled"] as const).map((id) => ({ id, ...content.tabs[id] }));
  const selected = selectedTabId(tabs, pathname, "components");
  const panelId = `${content.id ?? "status"}-panel`;
  const highlights = content.components.filter((component) => content.highlights.includes(component.name));
  return (
    <section id={content.id} className={section.section}>
      <div className={container}>
        <p className={styles.mock}>{content.mockNotice}</p>
        <div className={styles.summary}>
          <p className={styles.overall}>
            <span>{content.overallLabel}</span> <StatusBadge value={content.overall} labels={content.labels} />
          </p>
          <p className={styles.updated}>
            {content.updatedLabel}: <time dateTime={content.updatedAt}>{formatTime(content.updatedAt, content)}</time>
          </p>
        </div>

        <h2 className={styles.subheading}>{content.highlightsTitle}</h2>
        <ul className={styles.tiles}>
          {highlights.map((component) => (
            <li key={component.name} className={styles.tile}>
              <span className={styles.tileName}>{component.name}</span>
              <StatusBadge value={component.status} labels={content.labels} />
            </li>
          ))}
        </ul>

        <TabLinks label={content.tabsLabel} tabs={tabs} selected={selected} panelId={panelId} />
        <div id={panelId} role="region" aria-labelledby={`${panelId}-tab-${selected}`}>
          {selected === "components" && (
            <ul className={styles.rows}>
              {content.components.map((component) => (
                <li key={component.name} className={styles.row}>
                  <div>
                    <h3 className={styles.rowTitle}>{component.name}</h3>
                    <p className={styles.rowBody}>{component.description}</p>
                  </div>
                  <StatusBadge value={component.status} labels={content.labels} />
                </li>
              ))}
            </ul>
          )}
          {selected === "incidents" &&
            (content.incidents.length === 0 ? (
              <Empty {...content.emptyIncidents} />
            ) : (
              <ul className={styles.rows}>
                {content.incidents.map((incident) => (
                  <li key={incident.id} className={styles.row}>
                    <div>
                      <h3 className={styles.rowTitle}>{incident.title}</h3>
                      <p className={styles.rowMeta}>
                        {content.fieldLabels.created}: <time dateTime={incident.createdAt}>{formatTime(incident.createdAt, content)}</time>
                      </p>
                      <p className={styles.rowBody}>{incident.description}</p>
                    </div>
                    <StatusBadge value={incident.status} labels={content.labels} />
                  </li>
                ))}
              </ul>
            ))}
          {selected === "scheduled" &&
            (content.scheduled.length === 0 ? (
              <Empty {...content.emptyScheduled} />
            ) : (
              <ul className={styles.rows}>
                {content.scheduled.map((window) => (
                  <li key={window.id} className={styles.row}>
                    <div>
                      <h3 className={styles.rowTitle}>{window.title}</h3>
                      <p className={styles.rowMeta}>
                        {content.fieldLabels.scheduled}: <time dateTime={window.scheduledFor}>{formatTime(window.scheduledFor, content)}</time>
                      </p>
                      <p className={styles.rowBody}>{window.description}</p>
                      <p className={styles.rowMeta}>
                        {content.fieldLabels.affected}: {window.components.join(", ")}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            ))}
        </div>
        <div className={section.footer}>
          <ActionLinks actions={content.actions} />
        </div>
      </div>
    </section>
  );
}

function Empty({ title, body }: { title: string; body: string }) {
  return (
    <div className={styles.empty}>
      <h3 className={styles.rowTitle}>{title}</h3>
      <p className={styles.rowBody}>{body}</p>
    </div>
  );
}
