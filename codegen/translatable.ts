import { figure } from "#model/schema/figure.ts";
import { isPendingFact } from "#model/schema/section-compliance.ts";
import type { TranslationKind } from "./translation-files.ts";
import type { FieldPath } from "./yaml-source.ts";

/**
 * Which values of a content file are prose a translation holds, and which every language shares: the
 * translation check compares by it, the typesetter and the overlay follow it, and the translation files'
 * JSON Schemas are written from it.
 */

/**
 * Keys whose values are never prose a visitor reads: links, references, identifiers, settings. They are
 * defined once in the English file and shared by every language (docs/decisions/312).
 */
export const SHARED_KEYS: ReadonlySet<string> = new Set(
  [
    "path aliases href fallbackHref claim claims icon tone variant src fallback fallbacks",
    "kind form beside key field rule pattern autocomplete when default status overall newRow crm",
    "createdAt scheduledFor updatedAt until lastUpdated structuredData robots url locale themeColor",
    "analytics firstVisitReset scriptUrl globalName email phone hotkey width show apiMessage",
    // The services the privacy policy names are product names, the same in every language.
    "processors",
    // A certificate's number is printed on it, the same in every language; what a claim rests on and what
    // it promises are the authors' bookkeeping (docs/decisions/465), never shown.
    "number proof promise jurisdiction",
    // An illustration is chosen once for every language; its texts (the map's) are the site's.
    "art",
  ].flatMap((line) => line.split(" ")),
);

/** Maps whose keys name texts (`labels.lastUpdated`, `fieldLabels.status`), whatever the key is elsewhere. */
export const TEXT_MAPS: ReadonlySet<PropertyKey | undefined> = new Set(["labels", "fieldLabels"]);

export const isSection = (path: FieldPath) => path.length === 2 && path[0] === "sections";

/** A `{{claim}}` token or a CRM-style `{field|blank}` placeholder: not prose. */
export const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}|\{[\w.]+(?:\|[^{}]*)?\}/g;

/**
 * Whether a key anchors its entry rather than holding text: every `id` (a section's or tab's anchor, an
 * incident's number), and the `type` of a section or form field. A table column may be called `type`.
 */
export function isAnchor(kind: TranslationKind, key: PropertyKey | undefined, objectPath: FieldPath): boolean {
  return key === "id" || (key === "type" && (isSection(objectPath) || kind === "form"));
}

/** Whether an English value holds prose a visitor reads (and so belongs in the translation). */
export function translatable(kind: TranslationKind, value: unknown, path: FieldPath): boolean {
  const key = path.at(-1);
  if (isAnchor(kind, key, path.slice(0, -1))) return false;
  const sharedKey = typeof key === "string" && SHARED_KEYS.has(key) && !TEXT_MAPS.has(path.at(-2));
  // `claims: [uptime]` names claims; site.yaml's `claims:` map holds their texts.
  if (sharedKey && !(key === "claims" && !Array.isArray(value))) return false;
  // An address is the same in every language; only the postal address is prose (docs/decisions/372).
  if (kind === "site" && path.length === 2 && path[0] === "contacts" && key !== "address") return false;
  if (kind === "form" && (key === "name" || (key === "value" && path.at(-3) === "options"))) return false;
  // A figure (`{ number: 99.999, unit: percent }`) is written in each language by codegen, not by translators.
  if (isFigure(value)) return false;
  // A fact not supplied yet (`PENDING …`) is shown in each language's own words, never translated.
  if (typeof value === "string") return !isPendingFact(value) && /\p{L}/u.test(value.replace(PLACEHOLDER, ""));
  if (Array.isArray(value)) {
    // A list of names under `fields` names form fields; a list of anything else may hold text.
    if (key === "fields" && value.every((item) => typeof item === "string")) return false;
    return value.some((item, index) => translatable(kind, item, [...path, index]));
  }
  if (value && typeof value === "object") {
    return Object.entries(value).some(([child, item]) => translatable(kind, item, [...path, child]));
  }
  return false;
}

export const isFigure = (value: unknown) => !!value && typeof value === "object" && "unit" in value && figure.safeParse(value).success;
