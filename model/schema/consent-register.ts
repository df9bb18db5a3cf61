import { z } from "zod";
import { LOCALES } from "./locales.ts";

/**
 * One consent text the site published (content/consent-register.yaml, docs/decisions/460): the label and
 * the policy link as a form in `locale` showed them, the edition of the policy the link led to, and the
 * days it was in force. Its `version` is a hash of the text, so an entry altered later no longer matches it.
 */
const publishedConsent = z.strictObject({
  version: z.string().regex(/^[0-9a-f]{16}$/, "must be 16 hexadecimal digits"),
  locale: z.enum(LOCALES),
  /** The label's first line; absent for the texts published before labels had one. */
  summary: z.string().min(1).optional(),
  /** The box's label as shown, `{policy}` where the link stood. */
  label: z.string().min(1),
  /** `edition`: the policy's `lastUpdated`; absent for the texts published before the version covered it. */
  policy: z.strictObject({ label: z.string().min(1), href: z.string().min(1), edition: z.iso.date().optional() }),
  /** The day codegen first built it; `until`, the day a newer text in its language replaced it. */
  from: z.iso.date(),
  until: z.iso.date().optional(),
});

export type PublishedConsent = z.infer<typeof publishedConsent>;

/** content/consent-register.yaml: every consent text ever published, oldest first, written by codegen. */
export const consentRegister = z.strictObject({ versions: z.array(publishedConsent) });
