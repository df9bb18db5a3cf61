import type { Content } from "./load.ts";
import type { Problem } from "./problems.ts";
import { formatFigure } from "./figures.ts";
import { DEFAULT_LOCALE } from "#model/schema/locales.ts";
import { isPendingFact } from "#model/schema/section-compliance.ts";
import type { SectionOf } from "#model/schema/index.ts";
import { problemAt, type FieldPath, type YamlSource } from "./yaml-source.ts";

type Certificate = SectionOf<"compliance">["items"][number];

/** A certificate or licence of the one list (/compliance's `compliance` section), with the page it is on. */
export interface ListedCertificate {
  certificate: Certificate;
  source: YamlSource;
  /** Where it sits in its file: sections.N.items.M. */
  path: FieldPath;
}

const FACTS = ["number", "issuer", "scope", "until", "href"] as const;

/** Whether a certificate still has a fact the company has not supplied (`PENDING …`). */
const isPendingCertificate = (certificate: Certificate): boolean => FACTS.some((fact) => isPendingFact(certificate[fact]));

/** Every certificate of the `compliance` sections, by id: the one list the `proof` of a claim names (docs/decisions/465). */
export function certificatesOf(content: Content): Map<string, ListedCertificate> {
  const list = new Map<string, ListedCertificate>();
  for (const page of content.pages) {
    page.data.sections.forEach((section, index) => {
      if (section.type !== "compliance") return;
      section.items.forEach((certificate, item) => {
        if (certificate.id) list.set(certificate.id, { certificate, source: page.source, path: ["sections", index, "items", item] });
      });
    });
  }
  return list;
}

/** The ids of the certificates with a fact still pending: what they back is not printed (withoutUnproven). */
export function unprovenIds(content: Content): ReadonlySet<string> {
  return new Set([...certificatesOf(content)].filter(([, { certificate }]) => isPendingCertificate(certificate)).map(([id]) => id));
}

/** One `proof: [id, …]` list of a content file, at its place. */
export interface ProofUse {
  source: YamlSource;
  /** The path of the element that states the claim (a card, a hero's `trust`). */
  path: FieldPath;
  ids: readonly string[];
}

/** Every element of a page that names the certificates it rests on. */
export function proofUses(content: Content): ProofUse[] {
  const uses: ProofUse[] = [];
  const walk = (source: YamlSource, value: unknown, path: FieldPath) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(source, item, [...path, index]));
    else if (value && typeof value === "object") {
      const { proof } = value as { proof?: unknown };
      if (Array.isArray(proof)) uses.push({ source, path, ids: proof.filter((id): id is string => typeof id === "string") });
      for (const [key, child] of Object.entries(value)) if (key !== "proof") walk(source, child, [...path, key]);
    }
  };
  for (const page of content.pages) walk(page.source, page.source.value, []);
  return uses;
}

/**
 * A claim naming a certificate the list lacks is an error (CG467); one naming a certificate with a pending
 * fact is a warning at that name (CG466), an error under `--strict`: the claim is not printed meanwhile.
 */
export function checkProofs(content: Content): { problems: Problem[]; warnings: Problem[] } {
  const list = certificatesOf(content);
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  for (const { source, path, ids } of proofUses(content)) {
    ids.forEach((id, index) => {
      const at = [...path, "proof", index];
      const listed = list.get(id);
      if (!listed) {
        const known = [...list.keys()].join(", ") || "none";
        problems.push(problemAt(source, at, "CG467", `"${id}" is not a certificate of the compliance list (known: ${known})`));
      } else if (isPendingCertificate(listed.certificate)) {
        const message = `this claim rests on "${listed.certificate.name}", whose facts are still pending (${listed.source.file}): it is not printed until they are supplied`;
        warnings.push({ ...problemAt(source, at, "CG466", message), severity: "warning" });
      }
    });
  }
  return { problems, warnings };
}

/**
 * Two figures for one promise (CG465): claims sharing a `promise.what` with different values, unless
 * each names its own scope. "E-mail support answers within 4 hours" beside "Standard (e-mail): 2 hours"
 * leaves a customer's lawyer asking which one binds (review N21).
 */
export function conflictingPromises(content: Content): Problem[] {
  const { source, data } = content.site;
  const byPromise = new Map<string, { name: string; value: string; scope?: string }[]>();
  const problems: Problem[] = [];
  for (const [name, claim] of Object.entries(data.claims)) {
    if (!claim.promise) continue;
    const value = formatFigure(claim.value, DEFAULT_LOCALE);
    const others = byPromise.get(claim.promise.what) ?? [];
    const clash = others.find(
      (other) =>
        other.value !== value && (other.scope === undefined || claim.promise!.scope === undefined || other.scope === claim.promise!.scope),
    );
    if (clash) {
      const message = `"${value}" (${name}) and "${clash.value}" (${clash.name}) are two figures for "${claim.promise.what}"${claim.promise.scope && claim.promise.scope === clash.scope ? ` with one scope, "${clash.scope}"` : ""}`;
      problems.push(problemAt(source, ["claims", name, "value"], "CG465", message));
    }
    byPromise.set(claim.promise.what, [...others, { name, value, scope: claim.promise.scope }]);
  }
  return problems;
}

const GONE = Symbol("withheld");

/**
 * A page as printed while some certificates are pending: every element whose `proof` names one is left
 * out, and so is a section left with no items. Visitors read only claims whose documents are published;
 * /compliance itself lists every entry, pending facts shown as not yet published.
 */
export function withoutUnproven<T>(value: T, unproven: ReadonlySet<string>): T {
  if (unproven.size === 0) return value;
  const kept = prune(value, unproven);
  return (kept === GONE ? value : kept) as T;
}

function prune(value: unknown, unproven: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => prune(item, unproven)).filter((item) => item !== GONE);
    return items.length === value.length && items.every((item, index) => item === value[index]) ? value : items;
  }
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.proof) && record.proof.some((id) => unproven.has(id as string))) return GONE;
  let changed = false;
  const entries: [string, unknown][] = [];
  for (const [key, child] of Object.entries(record)) {
    const kept = key === "proof" ? child : prune(child, unproven);
    if (kept !== child) changed = true;
    if (kept !== GONE) entries.push([key, kept]);
  }
  if (!changed) return value;
  const pruned = Object.fromEntries(entries);
  // A section whose every item was a withheld claim goes with them.
  const before = record.items;
  if (Array.isArray(before) && before.length > 0 && Array.isArray(pruned.items) && pruned.items.length === 0) return GONE;
  return pruned;
}
