import { STORABLE_TEXT, STORABLE_TEXT_MESSAGE } from "#model/storable-text.ts";

/** Spec §3: an internal submission (a JSON API call) is "form fields plus source (default website)". */
const API_DEFAULT_SOURCE = "website";
const MAX_SOURCE_LENGTH = 100;

/**
 * The source a JSON API caller named, as the lead stores it (decision 343): trimmed text of 1 to 100
 * characters that meets the rule every stored text does, or the spec's default when the caller named none
 * (absent, null or blank). Anything else is the caller's mistake, answered like an invalid field.
 */
export function apiSource(sent: unknown): { source: string } | { error: string } {
  if (sent === undefined || sent === null || (typeof sent === "string" && sent.trim() === "")) return { source: API_DEFAULT_SOURCE };
  if (typeof sent !== "string" || sent.trim().length > MAX_SOURCE_LENGTH) {
    return { error: `source must be text of at most ${MAX_SOURCE_LENGTH} characters` };
  }
  return STORABLE_TEXT.test(sent) ? { source: sent.trim() } : { error: STORABLE_TEXT_MESSAGE };
}
