import type { SiteFile } from "#model/schema/index.ts";

/** A path under site.yaml's `legal` block, such as ["operators", "uz", "tin"]. */
export type LegalPath = readonly string[];

/**
 * A detail that stands in for a registered one: a taxpayer number of zeros, or a name, address or country
 * holding the word "Example". Only the company can supply the real one, so the content keeps a placeholder
 * that no reader could take for a fact.
 */
function isLegalPlaceholder(value: string): boolean {
  return /^0+$/.test(value) || /\bexample\b/i.test(value);
}

/**
 * Every placeholder of the English `legal` block (docs/decisions/381): codegen warns at each (`--strict`
 * refuses them), and every language shows `legal.notPublished` in its place. Read in English, since a
 * translated address ("ул. Примерная") is a placeholder because its English one is.
 */
export function legalPlaceholders(legal: unknown, path: LegalPath = []): { path: LegalPath; value: string }[] {
  if (typeof legal === "string") return isLegalPlaceholder(legal) ? [{ path, value: legal }] : [];
  if (legal && typeof legal === "object")
    return Object.entries(legal).flatMap(([key, child]) => (key === "notPublished" ? [] : legalPlaceholders(child, [...path, key])));
  return [];
}

/** The `legal` block as visitors read it: each placeholder replaced by the language's "not yet published" wording. */
export function withUnpublished(legal: SiteFile["legal"], placeholders: readonly LegalPath[]): SiteFile["legal"] {
  if (placeholders.length === 0) return legal;
  const shown = structuredClone(legal) as unknown as Record<string, unknown>;
  for (const path of placeholders) {
    const parent = path.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, shown);
    parent[path.at(-1)!] = legal.notPublished;
  }
  return shown as unknown as SiteFile["legal"];
}
