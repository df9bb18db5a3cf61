import { z } from "zod";
import { TEXT_LIMITS } from "./text-limits.ts";

/** A non-empty, trimmed line of text an author writes. */
export const text = z.string().trim().min(1, "must not be empty");

/**
 * A text for a place of the design (model/schema/text-limits.ts): longer than the place holds is an
 * error that states the limit and the length, and the JSON Schema gives editors the same `maxLength`.
 */
export function textFor(limit: { max: number; place: string }) {
  return text.max(limit.max, {
    error: (issue) => `${limit.place} holds at most ${limit.max} characters; this one has ${String(issue.input).length}`,
  });
}

/**
 * Internal links start with "/" (optionally with ?query and #anchor) and are checked against the
 * manifest; external links are absolute http(s), mailto: or tel: URLs and are left alone.
 * `contacts.<name>` links to that entry of site.yaml's `contacts` (docs/decisions/372).
 */
export const href = z
  .string()
  .regex(
    /^(\/[^\s]*|#[A-Za-z][\w-]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*|contacts\.[a-zA-Z]\w*)$/,
    'must be an internal path ("/about", "/privacy-policy#data-protection"), "#anchor", an http(s), mailto: or tel: URL, or contacts.<name>',
  );

/**
 * The last day a statement is true (`until: 2025-12-31`): "Opening Q4 2025", a mock feed's "last
 * updated". Codegen warns once the build date is past it, and `--strict` refuses it (docs/decisions/357).
 */
export const until = z.iso.date("must be a date like 2025-12-31").describe("The last day this statement is true; codegen warns after it.");

export const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/, "must be lowercase letters, digits and hyphens, starting with a letter");

/**
 * The key a translation copies to find an entry of a list (docs/decisions/346), for entries that have no
 * link, claim or year of their own to be found by, or share theirs with another entry of the list.
 */
export const entryId = { id: anchorId.optional() };

/**
 * The documents a statement rests on: ids of entries of the `compliance` section (/compliance), the one list
 * of certificates and licences. Codegen refuses an id that list lacks, warns while one of its facts is still
 * `PENDING`, and leaves the statement off every page until all are supplied (docs/decisions/465).
 */
export const proof = z.array(anchorId).min(1);

export const action = z.strictObject({
  ...entryId,
  label: textFor(TEXT_LIMITS.buttonLabel),
  href,
  variant: z.enum(["primary", "secondary", "ghost"]).default("primary"),
});
export type Action = z.infer<typeof action>;

/**
 * A picture the content shows: a file under content/ (`images/case-studies/data-hall.jpg`), described for
 * those who cannot see it. Its width and height are read from the file by codegen; the build encodes a
 * raster picture to AVIF and WebP at a few widths and copies an SVG as it is (decision 401). The
 * description is a text like any other: translations give theirs, and one missing is an error (CG145).
 */
export const image = z.strictObject({
  src: z
    .string()
    .regex(
      /^images\/[\w./-]+\.(svg|png|jpe?g|webp)$/i,
      "must be a file under content/images/, named from content/ (images/partners/acme.svg): SVG, PNG, JPEG or WebP",
    ),
  alt: text.describe("What the picture shows, for those who cannot see it; the same in every language's own words."),
});
export type Image = z.infer<typeof image>;

/**
 * The site's own logo, a file of the public folder named from / (/brand/logo.svg), shown in the header
 * and footer with fallbacks and read by the share cards; its size is typed, as it is the brand's.
 */
export const brandImage = z.strictObject({
  src: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type BrandImage = z.infer<typeof brandImage>;
