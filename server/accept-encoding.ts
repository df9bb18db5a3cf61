/** What the build precompresses, and `identity` (the file as it is), in the order preferred on a tie. */
const OFFERED = ["br", "gzip", "identity"] as const;
type Offered = (typeof OFFERED)[number];

// RFC 9110 §12.5.3: `Accept-Encoding = #( codings [ weight ] )`, `weight = OWS ";" OWS "q=" qvalue`.
const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
const WEIGHT = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The encoding to send, read from an Accept-Encoding header by its grammar: each element a coding name
 * (case-insensitive; `x-gzip` is gzip, `*` any coding it does not name) with an optional weight from 0 to 1,
 * where 0 means "not acceptable" (identity, when not named, weighs as the least weight given). Of br, gzip and identity the one with the highest weight wins, in that
 * order on a tie; identity when none is acceptable. An element that breaks the grammar counts for nothing,
 * and a name only counts whole: `x-brotli` is not br. No header means identity, as the server always sent.
 */
export function chooseEncoding(header: string | undefined): Offered {
  const weights = new Map<string, number>();
  for (const element of (header ?? "").split(",")) {
    const [name = "", ...parameters] = element.split(";").map((part) => part.trim().toLowerCase());
    const weight = parameters.length === 0 ? "1" : parameters.length === 1 ? WEIGHT.exec(parameters[0]!)?.[1] : undefined;
    if (!TOKEN.test(name) || weight === undefined) continue;
    const coding = name === "x-gzip" ? "gzip" : name;
    // A coding named twice keeps its first weight.
    if (!weights.has(coding)) weights.set(coding, Number(weight));
  }
  // Identity is acceptable unless refused; not named, it weighs as the least weight given, as the
  // `negotiator` library has it, so `gzip;q=0.5` still gets gzip.
  const least = Math.min(1, ...[...weights.values()].filter((weight) => weight > 0));
  const weightOf = (coding: Offered) => weights.get(coding) ?? weights.get("*") ?? (coding === "identity" ? least : 0);
  let best: Offered = "identity";
  let bestWeight = 0;
  for (const coding of OFFERED) {
    if (weightOf(coding) > bestWeight) [best, bestWeight] = [coding, weightOf(coding)];
  }
  return best;
}
