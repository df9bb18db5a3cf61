import { z } from "zod";
import { action, anchorId, entryId, href, text, until } from "./common.ts";

const statusValue = z.string().min(1);
const emptyState = z.strictObject({ title: text, body: text });

/**
 * The status page (mock data): overall badge, highlight tiles and three link tabs. The feed is
 * hard-coded here, as in the product, so it is content like any other figure.
 */
export const statusSection = z
  .strictObject({
    type: z.literal("status"),
    id: anchorId.optional(),
    until: until.optional(),
    mockNotice: text,
    updatedLabel: text,
    /** ISO date-time of the mock feed, shown in the visitor's locale format. */
    updatedAt: z.iso.datetime({ offset: true }),
    /** Times are shown in this fixed zone, so server HTML and the browser print the same text. */
    utcOffsetHours: z.number().min(-12).max(14),
    timeZoneLabel: text,
    overallLabel: text,
    overall: statusValue,
    labels: z.strictObject({
      operational: text,
      degraded_performance: text,
      partial_outage: text,
      major_outage: text,
      maintenance: text,
      unknown: text,
    }),
    highlightsTitle: text,
    highlights: z.array(text).min(1),
    tabsLabel: text,
    tabs: z.strictObject({
      components: z.strictObject({ label: text, href }),
      incidents: z.strictObject({ label: text, href }),
      scheduled: z.strictObject({ label: text, href }),
    }),
    components: z.array(z.strictObject({ ...entryId, name: text, description: text, status: statusValue })).min(1),
    incidents: z.array(
      z.strictObject({ id: text, title: text, createdAt: z.iso.datetime({ offset: true }), status: statusValue, description: text }),
    ),
    scheduled: z.array(
      z.strictObject({
        id: text,
        title: text,
        scheduledFor: z.iso.datetime({ offset: true }),
        description: text,
        components: z.array(text),
      }),
    ),
    emptyIncidents: emptyState,
    emptyScheduled: emptyState,
    /** Field labels used in the incident and maintenance lists. */
    fieldLabels: z.strictObject({ created: text, scheduled: text, affected: text, status: text }),
    actions: z.array(action).default([]),
  })
  .superRefine((section, context) => {
    const names = section.components.map((component) => component.name);
    section.highlights.forEach((name, index) => {
      if (!names.includes(name)) {
        context.addIssue({
          code: "custom",
          path: ["highlights", index],
          message: `"${name}" is not a component; components: ${names.join(", ")}`,
        });
      }
    });
  });
