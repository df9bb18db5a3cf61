import { z } from "zod";
import { action, anchorId, entryId, href, text, textFor, until } from "./common.ts";
import { TEXT_LIMITS } from "./text-limits.ts";

/**
 * A fact only the company can give (a certificate's number, issuer, date or document), written as
 * `PENDING <what it is>` until the company supplies it. Codegen warns at each (`CG136`), `--strict`
 * refuses it, and the page shows the section's `pending` label in its place, never the marker
 * (docs/decisions/387).
 */
const PENDING_FACT = /^PENDING\b/;

export const isPendingFact = (value: string): boolean => PENDING_FACT.test(value);

const pendingFact = z.string().regex(PENDING_FACT, "a fact not supplied yet is written as PENDING <what it is>");

/** A fact as the company's document states it, or a marked placeholder for it. */
const fact = z.union([text, pendingFact]);

/** A certificate or licence: what backs a claim such as "Government certified" (docs/decisions/387). */
const certificate = z.strictObject({
  ...entryId,
  /** The document's name: "Licence for data transmission services". */
  name: textFor(TEXT_LIMITS.cardTitle),
  /** Its number as the document prints it; shared by every language. */
  number: fact,
  /** Who issued it: the authority or accredited body. */
  issuer: fact,
  /** What it covers: services, sites, systems. */
  scope: fact,
  /** The last day it is valid; codegen warns once the build date is past it (`CG137`). */
  until: z.union([until, pendingFact]),
  /** The document itself (a PDF under app/public/) or its entry in the issuer's public register. */
  href: z.union([href, pendingFact]),
  /** The link's text: "Licence (PDF)", "Entry in the register". */
  linkLabel: text,
  /** Whose customers need it: Uzbekistan's, Kyrgyzstan's or both (`npm run readiness` says so). */
  jurisdiction: z.enum(["uz", "kg", "both"]),
});

/** Certificates and licences with their facts, each in a row of labelled fields. */
export const complianceSection = z.strictObject({
  type: z.literal("compliance"),
  id: anchorId.optional(),
  until: until.optional(),
  title: textFor(TEXT_LIMITS.sectionTitle),
  intro: text.optional(),
  /** The names of a certificate's fields, and what a visitor reads where a fact is not supplied yet. */
  fieldLabels: z.strictObject({ number: text, issuer: text, scope: text, until: text, document: text, pending: text }),
  items: z.array(certificate).min(1),
  actions: z.array(action).default([]),
});
