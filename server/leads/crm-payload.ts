import type { CrmContextName, CrmContextPiece, CrmFieldPiece, CrmMapping, CrmPiece, CrmRowPiece } from "#model/crm-mapping.ts";
import type { formsByKind } from "#generated/forms/by-kind.ts";
import type { LeadKind } from "#model/schema/lead-kinds.ts";
import { DEFAULT_LOCALE, type Locale } from "#model/schema/locales.ts";
import type { LeadValues } from "./kinds.ts";
import { consentVersionShown, type StoredLead } from "./store.ts";

type CrmPayload = Record<string, string>;

/** The generated form modules by lead kind; the server takes them from its build, never from generated. */
export type FormsByKind = typeof formsByKind;

type CrmMappings = { readonly [K in LeadKind]: CrmMapping<LeadValues[K]> };

/** How leads become CRM calls: the body of a lead, and which API key its kind is sent with. */
export type CrmPayloads = {
  /** Builds the JSON body the CRM expects for a lead (spec sections 3 and 7). Pure. */
  payload(lead: Pick<StoredLead, "kind" | "fields" | "pageUrl" | "locale" | "consent" | "reference">): CrmPayload;
  /** Which of the CRM API keys a lead of this kind is sent with (its form's `crm.apiKey`). */
  apiKey(kind: LeadKind): CrmMapping<unknown>["apiKey"];
};

/** How each kind reaches the CRM is content: the `crm:` block of its form in content/forms/. */
export function crmPayloads(forms: FormsByKind): CrmPayloads {
  const mappings: CrmMappings = {
    "home-contact": forms["home-contact"].crm,
    contact: forms.contact.crm,
    startup: forms.startup.crm,
    migration: forms.migration.crm,
    evaluation: forms.evaluation.crm,
    partnership: forms.partnership.crm,
  };
  return {
    apiKey: (kind) => mappings[kind].apiKey,
    payload: (lead) =>
      withLanguage(
        payloadOf(mappings, lead.kind, lead.fields, {
          "page.url": lead.pageUrl ?? "",
          "page.ref": refOf(lead.pageUrl),
          // Spec §7: the JSON APIs take "form fields plus source"; the source travels beside the fields.
          "request.source": text(lead.fields["source"]),
          "consent.version": lead.consent ? consentVersionShown(lead.consent) : "",
          "consent.locale": lead.consent?.locale ?? "",
          "consent.at": lead.consent ? new Date(lead.consent.at).toISOString() : "",
          "lead.reference": lead.reference ?? "",
        }),
        lead.locale,
      ),
  };
}

/**
 * Stored fields: the keys of the form's values, but read as unknown. A lead kept from an older
 * release need not match today's schema, and it must still reach the CRM.
 */
type StoredValues<V> = { readonly [K in keyof V]?: unknown };

type Context = Readonly<Record<CrmContextName, string>>;

function payloadOf<K extends LeadKind>(mappings: CrmMappings, kind: K, fields: StoredValues<LeadValues[K]>, context: Context): CrmPayload {
  return buildCrmBody(mappings[kind], fields, context);
}

/**
 * Spec §7's bodies have no language key; `message` is free text in every one of them, so a lead sent with
 * a translated form says its language there, on a line of its own. English bodies stay exactly as the
 * spec gives them (docs/decisions/027-locale-on-every-lead.md).
 */
function withLanguage(payload: CrmPayload, locale: Locale): CrmPayload {
  if (locale === DEFAULT_LOCALE || payload.message === undefined) return payload;
  const line = `Language: ${locale}`;
  return { ...payload, message: payload.message ? `${payload.message}\n\n${line}` : line };
}

// Assigning a key the pass-through already set keeps its place: key order is part of the CRM contract.
function buildCrmBody<V>(mapping: CrmMapping<V>, values: StoredValues<V>, context: Context): CrmPayload {
  const payload: CrmPayload = {};
  if (mapping.allFields) {
    for (const [key, value] of Object.entries(values)) {
      const v = typeof value === "object" && value !== null ? JSON.stringify(value) : text(value);
      if (v) payload[key] = v;
    }
  }
  for (const [key, paragraphs] of Object.entries(mapping.body)) {
    const value = paragraphs
      .filter((paragraph) => paragraph.when === undefined || valueOf(paragraph.when, values, context) !== "")
      .map((paragraph) => paragraph.pieces.map((piece) => render(piece, values, context)).join(""))
      .join("\n\n");
    if (value !== "" || !mapping.allFields) payload[key] = value;
  }
  return payload;
}

function render<V>(piece: CrmPiece<V>, values: StoredValues<V>, context: Context): string {
  if (typeof piece === "string") return piece;
  if ("rows" in piece) {
    const rows = values[piece.rows];
    if (!Array.isArray(rows)) return "";
    return rows.map((row: unknown, index) => renderRow(piece.line, isRecord(row) ? row : {}, index + 1)).join("\n");
  }
  return valueOf(piece, values, context);
}

function renderRow<Row>(line: readonly CrmRowPiece<Row>[], row: StoredValues<Row>, rowNumber: number): string {
  return line
    .map((piece) => (typeof piece === "string" ? piece : "rowNumber" in piece ? String(rowNumber) : fieldText(piece, row)))
    .join("");
}

function valueOf<V>(piece: CrmFieldPiece<V> | CrmContextPiece, values: StoredValues<V>, context: Context): string {
  if ("context" in piece) return context[piece.context] || (piece.blank ?? "");
  return fieldText(piece, values);
}

/** A blank text is empty after trimming; a blank number is anything but a positive number. */
function fieldText<V>(piece: CrmFieldPiece<V>, values: StoredValues<V>): string {
  const value = values[piece.field];
  if (typeof piece.blank === "number") return String(positiveNumber(value) ?? piece.blank);
  return text(value) || (piece.blank ?? "");
}

/** The visitor's `?ref=` on the page they sent the lead from, when it is printable text. */
function refOf(pageUrl: string | undefined): string {
  if (!pageUrl || !URL.canParse(pageUrl)) return "";
  const ref = new URL(pageUrl).searchParams.get("ref")?.trim() ?? "";
  return /^[^\p{C}]{1,200}$/u.test(ref) ? ref : "";
}

function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return String(value);
  return "";
}

function positiveNumber(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
