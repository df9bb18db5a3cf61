import { NUMBER } from "./figure-meaning.ts";
import { formatFigure } from "../figures.ts";
import type { Content } from "../load.ts";
import { markdownPosition } from "../markdown.ts";
import { perObjectWith } from "../per-object.ts";
import type { Problem } from "../problems.ts";
import type { SiteFile } from "#model/schema/index.ts";
import { DEFAULT_LOCALE } from "#model/schema/locales.ts";
import { findInTexts, type FieldPath, type YamlSource } from "../yaml-source.ts";

/**
 * Unit symbols that make a number a measurement (100Gbps, 1 Tbps, 2 ms, 4 TB). Unit words do not: "1 hour"
 * and "14 days" are ordinary prose, and would flag every text that counts hours or days.
 */
const UNIT = "[KMGTP]bps|[KMGTP]bit/s|[KMGTP]B|ms|µs|ns|[KMG]Hz";
const CURRENCY = "[$€£₽]";
const N = NUMBER.source;
/** Hyphen and en dash alike, spaces around them ignored. */
const DASH = String.raw`\s*[-–]\s*`;

/**
 * A figure distinctive enough to be a claim's: a currency amount or range ($0.12, $0.12-$0.24), a
 * percentage or a measurement (99.999%, 100Gbps, 2-4 ms), or a decimal (5.26); never one inside a longer
 * number (199.999%, $0.125). A plain integer (24/7, 14 days, N+1) is none. Groups: currency, its first and
 * second amount; first and second number of a percentage or measurement, its unit; a decimal.
 */
const FIGURE = new RegExp(
  String.raw`(?=[\d$€£₽])(?<!\p{N}|\p{N}[.,])(?:(${CURRENCY})\s?(${N})(?:${DASH}\1?\s?(${N}))?|(${N})(?:\s*(?:%|${UNIT})?${DASH}(${N}))?\s?(%|${UNIT})(?!\p{L})|(\d+\.\d+))(?!\p{N}|[.,]\p{N})`,
  "gu",
);

const DIGIT = /\d/;

/** One figure of a text: where it starts, as written, and the keys it is known by, the whole range first. */
interface Found {
  index: number;
  shown: string;
  /** The whole figure's key, then (for a range) each end's, so the longest text a claim states speaks. */
  keys: string[];
}

/** An English number's value, so "10,000" and "10000", "0.120" and "0.12" are one figure. */
const value = (written: string) => String(Number(written.replace(/[,\s]/g, "")));

function figuresIn(text: string): Found[] {
  // Most texts state no number at all; one cheap look spares them the figure pattern.
  if (!DIGIT.test(text)) return [];
  return [...text.matchAll(FIGURE)].map((match) => {
    const [shown, currency, from, to, number, upTo, unit, decimal] = match;
    const key = (...amounts: string[]) =>
      currency ? `${currency}${amounts.map(value).join("-")}` : `${amounts.map(value).join("-")}${unit}`;
    const keys = decimal ? [value(decimal)] : [from ?? number!, to ?? upTo].filter((amount) => amount !== undefined);
    return {
      index: match.index,
      shown,
      keys: decimal ? keys : keys.length > 1 ? [key(...keys), ...keys.map((amount) => key(amount))] : [key(keys[0]!)],
    };
  });
}

/** Every claim by the keys of the distinctive figures its English value states; claims without one are not looked for. */
function claimsByFigure(claims: SiteFile["claims"]): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const [name, claim] of Object.entries(claims)) {
    for (const { keys } of figuresIn(formatFigure(claim.value, DEFAULT_LOCALE))) {
      byKey.set(keys[0]!, [...(byKey.get(keys[0]!) ?? []), name]);
    }
  }
  return byKey;
}

interface Finding {
  index: number;
  /** The figure as written. */
  text: string;
  message: string;
}

const finding = (index: number, text: string, names: readonly string[]): Finding => ({
  index,
  text,
  message: `"${text}" is the claim ${names.join(" or ")}: write ${names.map((name) => `{{${name}}}`).join(" or ")}`,
});

/**
 * The claims a text states by hand: the claim of a whole figure, or else of each end of a range, so the
 * claim whose figure matches the longest text is named ($0.12-$0.24 is the hourly price, not the price
 * from $0.12).
 */
function findings(byKey: ReadonlyMap<string, readonly string[]>, text: string): Finding[] {
  return figuresIn(text).flatMap(({ index, shown, keys: [whole, ...ends] }) => {
    const names = byKey.get(whole!);
    if (names) return [finding(index, shown, names)];
    // Each end as written, so the author sees which part is the claim.
    const parts = shown.split(/\s*[-–]\s*/);
    return ends.flatMap((key, end) => {
      const endNames = byKey.get(key);
      const part = parts[end]!;
      return endNames ? [finding(index + (end === 0 ? 0 : shown.lastIndexOf(part)), part, endNames)] : [];
    });
  });
}

/**
 * Every English text that types a claim's figure instead of quoting it as `{{claim}}`: a warning
 * (`CG183`) at the figure, naming the claim, since a typed copy stays behind when site.yaml changes
 * (docs/decisions/366). Search phrases (`keywords`) are exempt: they are what buyers type. Figures stored
 * as `{ number, unit }` are a page's own data, not a text.
 */
export function handTypedClaims(content: Content): Problem[] {
  const byKey = claimsByFigure(content.site.data.claims);
  if (byKey.size === 0) return [];
  const warning = (file: string, at: { line: number; col: number; path: string }, finding: Finding): Problem => ({
    file,
    ...at,
    code: "CG183",
    message: finding.message,
    severity: "warning",
  });
  const inYaml = (source: YamlSource, skip: (path: FieldPath) => boolean): Problem[] => {
    const texts = source.texts().filter(({ path }) => !path.includes("keywords") && !skip(path));
    return findInTexts(texts, (text) => findings(byKey, text)).map(({ found, ...at }) => warning(source.file, at, found));
  };
  // A file's findings depend on it and the claims only: a save looks again at the files it changed.
  const claims = JSON.stringify(content.site.data.claims);
  return [
    // The claims are where the figures belong.
    ...inYaml(content.site.source, (path) => path[0] === "claims"),
    ...[...content.pages, ...content.forms, ...content.legal].flatMap(({ source }) =>
      findingsOnce(source, claims, () => inYaml(source, () => false)),
    ),
    ...content.legal.flatMap(({ source, body }) => {
      const position = markdownPosition(body);
      return findings(byKey, body.text).map((finding) => warning(source.file, { ...position(finding.index), path: "(markdown)" }, finding));
    }),
  ];
}

/** A file's hand-typed claims, once per version of it and of the claims in a session (codegen/per-object.ts). */
const findingsOnce = perObjectWith<YamlSource, Problem[]>();
