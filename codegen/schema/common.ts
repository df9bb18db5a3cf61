import { z } from "zod";

/** A non-empty, trimmed line of text an author writes. */
export const text = z.string().trim().min(1, "must not be empty");

/**
 * Internal links start with "/" (optionally with ?query and #anchor) and are checked against the
 * manifest; external links are absolute http(s), mailto: or tel: URLs and are left alone.
 */
export const href = z
  .string()
  .regex(
    /^(\/[^\s]*|#[A-Za-z][\w-]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*)$/,
    'must be an internal path ("/about", "/privacy-policy#data-protection"), "#anchor", or an http(s), mailto: or tel: URL',
  );

export const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/, "must be lowercase letters, digits and hyphens, starting with a letter");

/**
 * The key a translation copies to find an entry of a list (docs/decisions/346), for entries that have no
 * link, claim or year of their own to be found by, or share theirs with another entry of the list.
 */
export const entryId = { id: anchorId.optional() };

export const action = z.strictObject({
  ...entryId,
  label: text,
  href,
  variant: z.enum(["primary", "secondary", "ghost"]).default("primary"),
});
export type Action = z.infer<typeof action>;

export const image = z.strictObject({
  src: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof image>;
