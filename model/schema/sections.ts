import { z } from "zod";
import { action, anchorId, entryId, href, image, proof, text, textFor, until } from "./common.ts";
import { textOrFigure, textOrFigureFor, type Written } from "./figure.ts";
import { complianceSection } from "./section-compliance.ts";
import { statusSection } from "./section-status.ts";
import { TEXT_LIMITS } from "./text-limits.ts";

/**
 * Keys of `claims` in site.yaml; codegen checks that each reference exists. Any text may also quote a
 * claim's value as `{{key}}` (or a contact as `{{contacts.email}}`); codegen checks those too.
 */
const claimRef = z.string().regex(/^[a-zA-Z][\w]*$/, "must be the key of a claim in content/site.yaml");

const base = { id: anchorId.optional(), until: until.optional() };

/** A section's heading (an h2). */
const sectionTitle = textFor(TEXT_LIMITS.sectionTitle);

/** Small line icons drawn inline (app/ui/Icon.tsx); decorative, never the only carrier of meaning. */
const iconName = z.enum([
  "cloud",
  "server",
  "database",
  "network",
  "shield",
  "lock",
  "chart",
  "users",
  "clock",
  "globe",
  "support",
  "mail",
  "phone",
  "map",
  "check",
  "bolt",
  "layers",
  "refresh",
  "cpu",
  "building",
  "star",
  "calendar",
]);

/** How a badge reads: live and done (success), planned (warning), neutral information (info). */
const tone = z.enum(["success", "warning", "info", "neutral"]);

/** A picture of a card (a case study's) or a hero; `fallback` is shown in its place when it fails to load. */
const picture = z.strictObject({
  ...image.shape,
  fallback: z.string().startsWith("/", "must be a path under app/public/, starting with /"),
});

const hero = z.strictObject({
  type: z.literal("hero"),
  ...base,
  eyebrow: textFor(TEXT_LIMITS.eyebrow).optional(),
  title: textFor(TEXT_LIMITS.heroTitle),
  lead: textFor(TEXT_LIMITS.heroLead).optional(),
  actions: z.array(action).default([]),
  claims: z.array(claimRef).default([]),
  /**
   * A claim before the eyebrow that documents must back ("Government certified · Licensed provider"): a link
   * to where they are shown, printed only once every document it names is supplied (docs/decisions/465).
   */
  trust: z.strictObject({ text: textFor(TEXT_LIMITS.eyebrow), href, proof }).optional(),
  /** A picture in place of the drawn art: the first thing the page loads after its text. */
  image: picture.optional(),
  /**
   * The illustration beside the text: the name of an SVG in app/public/art/ (codegen/checks/check-hero-art.ts
   * checks it exists and that no two page families share one). `map` marks the site's data centres.
   */
  art: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, "must be the name of an illustration in app/public/art/, without .svg")
    .optional(),
});

const statItem = z.union([
  z.strictObject({ ...entryId, value: textOrFigureFor(TEXT_LIMITS.statValue), label: text }),
  /** Both value and label come from the claim in site.yaml. */
  z.strictObject({ ...entryId, claim: claimRef, label: text.optional() }),
]);

const stats = z.strictObject({
  type: z.literal("stats"),
  ...base,
  title: sectionTitle.optional(),
  intro: text.optional(),
  items: z.array(statItem).min(1),
});

const cardItem = z.strictObject({
  ...entryId,
  /** A figure when the card is about one (an SLA band such as 99.998% – 99.999%). */
  title: textOrFigureFor(TEXT_LIMITS.cardTitle),
  image: picture.optional(),
  body: text.optional(),
  href: href.optional(),
  /** Text of the link when the card is a link; without it the title is the link. */
  linkLabel: text.optional(),
  badge: textFor(TEXT_LIMITS.badge).optional(),
  tone: tone.default("success"),
  icon: iconName.optional(),
  /** A prominent figure: a price, a response time, a credit percentage. */
  value: textOrFigure.optional(),
  bullets: z.array(text).default([]),
  /** The certificates the card claims; it is left off the page while one is pending. */
  proof: proof.optional(),
});

const cards = z.strictObject({
  type: z.literal("cards"),
  ...base,
  title: sectionTitle,
  intro: text.optional(),
  /** Wider cards in fewer columns, for cards with bullets. */
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  alt: z.boolean().default(false),
  items: z.array(cardItem).min(1),
  actions: z.array(action).default([]),
});

const list = z.strictObject({
  type: z.literal("list"),
  ...base,
  title: sectionTitle,
  intro: text.optional(),
  items: z.array(textFor(TEXT_LIMITS.listItem)).min(1),
  actions: z.array(action).default([]),
});

/** Paragraphs of plain text under a heading: mission statements, policy summaries. */
const prose = z.strictObject({
  type: z.literal("prose"),
  ...base,
  title: sectionTitle,
  paragraphs: z.array(text).min(1),
  actions: z.array(action).default([]),
});

/**
 * Questions a buyer asks, each with a plain-text answer: each question is a <summary> that opens its
 * answer without JavaScript. Each entry has an `id`, so translations find it whatever the order.
 */
const faq = z.strictObject({
  type: z.literal("faq"),
  ...base,
  title: sectionTitle,
  intro: text.optional(),
  items: z.array(z.strictObject({ id: z.string().regex(/^[a-z][a-z0-9-]*$/), question: text, answer: text })).min(1),
});

const timeline = z.strictObject({
  type: z.literal("timeline"),
  ...base,
  title: sectionTitle,
  items: z
    .array(z.strictObject({ ...entryId, year: z.number().int(), title: text, body: text.optional(), proof: proof.optional() }))
    .min(1),
});

const people = z.strictObject({
  type: z.literal("people"),
  ...base,
  title: sectionTitle,
  items: z.array(z.strictObject({ ...entryId, name: text, role: text })).min(1),
});

const cta = z.strictObject({
  type: z.literal("cta"),
  ...base,
  title: sectionTitle,
  body: text.optional(),
  actions: z.array(action).min(1),
});

const notice = z.strictObject({
  type: z.literal("notice"),
  ...base,
  code: text.optional(),
  title: text,
  body: text.optional(),
  actions: z.array(action).default([]),
});

/** Numbered steps in order: how it works, an implementation plan, a request process. */
const steps = z.strictObject({
  type: z.literal("steps"),
  ...base,
  title: sectionTitle,
  intro: text.optional(),
  items: z.array(z.strictObject({ ...entryId, title: text, body: text.optional(), duration: text.optional() })).min(1),
  actions: z.array(action).default([]),
});

/** A strip of partner logos; each opens the partner's site (in a new tab when external). */
const logos = z.strictObject({
  type: z.literal("logos"),
  ...base,
  title: sectionTitle,
  intro: text.optional(),
  items: z.array(z.strictObject({ ...entryId, name: text, href, logo: image })).min(1),
  actions: z.array(action).default([]),
});

const tableColumn = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9]*$/, "must be a camelCase key used by the rows")
    .refine((key) => key !== "id", "`id` keys a row for its translations; call the column something else"),
  label: text,
  /** Extra explanation shown in a tooltip next to the column heading. */
  tooltip: text.optional(),
});

/** A data table with a heading row; the first column heads each row. */
const table = z
  .strictObject({
    type: z.literal("table"),
    ...base,
    title: sectionTitle,
    intro: text.optional(),
    caption: text,
    /** Accessible name of the tooltip buttons, e.g. "More about"; followed by the column label. */
    tooltipLabel: text.optional(),
    columns: z.array(tableColumn).min(2),
    /** Each row's cells by column key, and optionally an `id` its translations copy (docs/decisions/346). */
    rows: z.array(z.record(z.string(), textOrFigure)).min(1),
    /** Index of a row to emphasise (our own offer in a comparison). */
    highlightRow: z.number().int().min(0).optional(),
    note: text.optional(),
    actions: z.array(action).default([]),
  })
  .superRefine((section, context) => {
    const keys = section.columns.map((column) => column.key);
    section.rows.forEach((row, rowIndex) => {
      for (const key of keys) {
        if (!(key in row)) {
          context.addIssue({ code: "custom", path: ["rows", rowIndex], message: `row has no "${key}"; columns: ${keys.join(", ")}` });
        }
      }
      for (const key of Object.keys(row)) {
        if (!keys.includes(key) && key !== "id") {
          context.addIssue({
            code: "custom",
            path: ["rows", rowIndex, key],
            message: `"${key}" is not a column; columns: ${keys.join(", ")}`,
          });
        }
      }
    });
    if (section.tooltipLabel === undefined && section.columns.some((column) => column.tooltip)) {
      context.addIssue({
        code: "custom",
        path: ["tooltipLabel"],
        message: "columns have tooltips, so tooltipLabel is required (the buttons' accessible name)",
      });
    }
  });

const tabPanel = z.strictObject({
  id: anchorId,
  label: textFor(TEXT_LIMITS.tabLabel),
  /**
   * Where the tab leads: its own path (an alias of this page, so it works without JavaScript and each
   * tab has a URL), or a dedicated page.
   */
  href,
  title: text.optional(),
  body: text.optional(),
  bullets: z.array(text).default([]),
  /** Bullets under their own small heading, e.g. "Supported engines". */
  bulletsTitle: text.optional(),
  cards: z.array(cardItem).default([]),
  pricing: text.optional(),
  actions: z.array(action).default([]),
});

/** Link tabs: each tab is a URL; the tab whose path is the current path is selected, else `default`. */
const tabs = z
  .strictObject({
    type: z.literal("tabs"),
    ...base,
    title: sectionTitle,
    intro: text.optional(),
    /** Accessible name of the tab list. */
    label: text,
    default: anchorId,
    items: z.array(tabPanel).min(2),
  })
  .superRefine((section, context) => {
    const ids = section.items.map((item) => item.id);
    if (!ids.includes(section.default)) {
      context.addIssue({ code: "custom", path: ["default"], message: `no tab has the id "${section.default}"; tabs: ${ids.join(", ")}` });
    }
  });

/**
 * Shows "Last Updated: <date>", as on the legal pages. Only contractual pages (the SLA terms) carry it, so
 * the date is the one their version took effect, written in content: "today" would give the contract a new
 * version every day (CG134, docs/decisions/380).
 */
const isoDate = z.iso.date();
const lastUpdated = z.strictObject({
  type: z.literal("last-updated"),
  ...base,
  value: z.string().refine((value) => isoDate.safeParse(value).success, {
    error: (issue) => `${JSON.stringify(issue.input)} is not the date this version took effect: write it as YYYY-MM-DD`,
    params: { code: "CG134" },
  }),
});

/** Places a form from content/forms/<form>.yaml on the page; codegen checks that the form exists. */
const form = z.strictObject({
  type: z.literal("form"),
  ...base,
  form: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be the name of a file in content/forms, without .yaml"),
  title: sectionTitle.optional(),
  intro: text.optional(),
  /** The id of a cards section of this page set beside the form from 1024 px wide, and after it on phones. */
  beside: anchorId.optional(),
});

const sectionKinds = [
  hero,
  stats,
  cards,
  list,
  timeline,
  people,
  cta,
  notice,
  form,
  prose,
  faq,
  steps,
  logos,
  table,
  tabs,
  lastUpdated,
  statusSection,
  complianceSection,
] as const;
const sectionTypes = sectionKinds.map((kind) => kind.shape.type.value);

export const section = z.discriminatedUnion("type", sectionKinds, {
  error: (issue) => (issue.code === "invalid_union" ? `unknown section type; expected one of: ${sectionTypes.join(", ")}` : undefined),
});

type Section = z.infer<typeof section>;
export type SectionType = Section["type"];
/** A section of one kind as its generated page module holds it: figures written out as text. */
export type SectionOf<T extends SectionType> = Written<Extract<Section, { type: T }>>;
export type CardItem = Written<z.infer<typeof cardItem>>;
export type IconName = z.infer<typeof iconName>;
