import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { SectionOf } from "#model/schema/index.ts";
import type { Locale } from "#model/schema/locales.ts";
import { statusValues } from "#model/schema/status-values.ts";
import { longDate } from "../lib/long-date.ts";
import { useSite } from "../lib/use-site.ts";
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
function statusKey(value: string): StatusValue | "unknown" {
  return (statusValues as readonly string[]).includes(value) ? (value as StatusValue) : "unknown";
}

function StatusBadge({ value, labels }: { value: string; labels: Content["labels"] }) {
  const key = statusKey(value);
  return <Badge tone={tones[key]}>{labels[key]}</Badge>;
}

/**
 * The page's language's long date, in the feed's fixed zone rather than the visitor's, so the prerendered
 * text equals the hydrated text.
 */
function formatTime(iso: string, content: Content, locale: Locale): string {
  const date = new Date(Date.parse(iso) + content.utcOffsetHours * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, "0");
  // A no-break space binds the time to its zone's first word, as the typesetter binds every figure to the
  // word after it («09:00 Toshkent vaqti…» never leaves «09:00» alone at a line's end).
  return `${longDate(locale, date, "UTC")}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}\u00a0${content.timeZoneLabel}`;
}

export function Status({ section: content }: { section: Content }) {
  const { pathname } = useLocation();
  const { locale } = useSite();
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
            {content.updatedLabel}: <time dateTime={content.updatedAt}>{formatTime(content.updatedAt, content, locale)}</time>
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
            <Rows>
              {content.components.map((component) => (
                <Row key={component.name} title={component.name} body={component.description}>
                  <StatusBadge value={component.status} labels={content.labels} />
                </Row>
              ))}
            </Rows>
          )}
          {selected === "incidents" && (
            <Rows empty={content.emptyIncidents}>
              {content.incidents.map((incident) => (
                <Row
                  key={incident.id}
                  title={incident.title}
                  meta={
                    <>
                      {content.fieldLabels.created}:{" "}
                      <time dateTime={incident.createdAt}>{formatTime(incident.createdAt, content, locale)}</time>
                    </>
                  }
                  body={incident.description}
                >
                  <StatusBadge value={incident.status} labels={content.labels} />
                </Row>
              ))}
            </Rows>
          )}
          {selected === "scheduled" && (
            <Rows empty={content.emptyScheduled}>
              {content.scheduled.map((window) => (
                <Row
                  key={window.id}
                  title={window.title}
                  meta={
                    <>
                      {content.fieldLabels.scheduled}:{" "}
                      <time dateTime={window.scheduledFor}>{formatTime(window.scheduledFor, content, locale)}</time>
                    </>
                  }
                  body={window.description}
                  footnote={`${content.fieldLabels.affected}: ${window.components.join(", ")}`}
                />
              ))}
            </Rows>
          )}
        </div>
        <div className={section.footer}>
          <ActionLinks actions={content.actions} />
        </div>
      </div>
    </section>
  );
}

/** The rows of one tab, or the tab's empty state when there are none. */
function Rows({ empty, children }: { empty?: { title: string; body: string }; children: ReactNode[] }) {
  if (children.length === 0 && empty) return <Empty {...empty} />;
  return <ul className={styles.rows}>{children}</ul>;
}

/** A component, an incident or a maintenance window: title, optional meta line, text, then its badge. */
function Row(props: { title: string; meta?: ReactNode; body: string; footnote?: string; children?: ReactNode }) {
  return (
    <li className={styles.row}>
      <div>
        <h3 className={styles.rowTitle}>{props.title}</h3>
        {props.meta && <p className={styles.rowMeta}>{props.meta}</p>}
        <p className={styles.rowBody}>{props.body}</p>
        {props.footnote && <p className={styles.rowMeta}>{props.footnote}</p>}
      </div>
      {props.children}
    </li>
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
