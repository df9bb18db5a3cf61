/**
 * How a form's values become the CRM body, typed against the form's values: the generated form modules
 * carry it as data, the server's payload builder reads it (server/leads/crm-payload.ts).
 */

/**
 * Values that come with a lead besides its fields: the page it was sent from, the source an API caller named,
 * the consent its visitor gave (the text's version, its language, when: ISO 8601) and the reference the visitor was shown.
 */
export const crmContextNames = [
  "page.url",
  "page.ref",
  "request.source",
  "consent.version",
  "consent.locale",
  "consent.at",
  "lead.reference",
] as const;
export type CrmContextName = (typeof crmContextNames)[number];

type Filled<T> = NonNullable<T>;
type RowsKey<V> = { [K in keyof V]-?: Filled<V[K]> extends readonly object[] ? K : never }[keyof V] & string;
type ScalarKey<V> = Exclude<keyof V & string, RowsKey<V>>;
type RowOf<V, K extends keyof V> = Filled<V[K]> extends readonly (infer Row)[] ? Row : never;

/** A field's value; `blank` replaces it when it is blank (a number field's default is a number). */
export type CrmFieldPiece<V> = {
  [K in ScalarKey<V>]: { field: K; blank?: Filled<V[K]> extends number ? number : string };
}[ScalarKey<V>];
export type CrmContextPiece = { context: CrmContextName; blank?: string };
export type CrmRowPiece<Row> = string | CrmFieldPiece<Row> | { rowNumber: true };
/** A repeated group as text: one line per row, joined by line breaks. */
type CrmRowsPiece<V> = { [K in RowsKey<V>]: { rows: K; line: readonly CrmRowPiece<RowOf<V, K>>[] } }[RowsKey<V>];
export type CrmPiece<V> = string | CrmFieldPiece<V> | CrmContextPiece | CrmRowsPiece<V>;
/** Left out when `when` is blank; the paragraphs of a value are joined by a blank line. */
type CrmParagraph<V> = { when?: CrmFieldPiece<V> | CrmContextPiece; pieces: readonly CrmPiece<V>[] };

export interface CrmMapping<V> {
  apiKey: "default" | "migration";
  /** Every filled field goes first under its own name; blank body values are then left out. */
  allFields: boolean;
  /** The CRM body, key by key, in the order it is sent. */
  body: Readonly<Record<string, readonly CrmParagraph<V>[]>>;
}
