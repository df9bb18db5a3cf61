import { z } from "zod";
import { action, anchorId, href, text } from "./common.ts";

/** Keys of `claims` in site.yaml; codegen checks that each reference exists. */
const claimRef = z.string().regex(/^[a-zA-Z][\w]*$/, "must be the key of a claim in content/site.yaml");

const base = { id: anchorId.optional() };

const hero = z.strictObject({
  type: z.literal("hero"),
  ...base,
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
  actions: z.array(action).default([]),
  claims: z.array(claimRef).default([]),
});

const stats = z.strictObject({
  type: z.literal("stats"),
  ...base,
  title: text.optional(),
  items: z.array(z.strictObject({ value: text, label: text })).min(1),
});

const cards = z.strictObject({
  type: z.literal("cards"),
  ...base,
  title: text,
  intro: text.optional(),
  items: z
    .array(
      z.strictObject({
        title: text,
        body: text.optional(),
        href: href.optional(),
        badge: text.optional(),
      }),
    )
    .min(1),
});

const list = z.strictObject({
  type: z.literal("list"),
  ...base,
  title: text,
  intro: text.optional(),
  items: z.array(text).min(1),
});

const timeline = z.strictObject({
  type: z.literal("timeline"),
  ...base,
  title: text,
  items: z.array(z.strictObject({ year: z.number().int(), title: text, body: text.optional() })).min(1),
});

const people = z.strictObject({
  type: z.literal("people"),
  ...base,
  title: text,
  items: z.array(z.strictObject({ name: text, role: text })).min(1),
});

const cta = z.strictObject({
  type: z.literal("cta"),
  ...base,
  title: text,
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

/** Places a form from content/forms/<form>.yaml on the page; codegen checks that the form exists. */
const form = z.strictObject({
  type: z.literal("form"),
  ...base,
  form: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be the name of a file in content/forms, without .yaml"),
  title: text.optional(),
  intro: text.optional(),
});

export const sectionKinds = [hero, stats, cards, list, timeline, people, cta, notice, form] as const;
export const sectionTypes = sectionKinds.map((kind) => kind.shape.type.value);

export const section = z.discriminatedUnion("type", sectionKinds, {
  error: (issue) =>
    issue.code === "invalid_union"
      ? `unknown section type; expected one of: ${sectionTypes.join(", ")}`
      : undefined,
});

export type Section = z.infer<typeof section>;
export type SectionType = Section["type"];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
