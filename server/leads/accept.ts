import { randomUUID } from "node:crypto";
import { validateValues, type FieldErrors, type FormModule } from "#model/form-module.ts";
import { CONSENT_FIELD } from "#model/schema/consent-label.ts";
import type { LeadKind } from "#model/schema/lead-kinds.ts";
import { leadOf, type LeadConsent, type LeadValues } from "./kinds.ts";
import type { LeadDoors } from "./context.ts";
import { consoleLogger, type LeadLogger } from "./logger.ts";
import { sameOriginPageUrl } from "./page-url.ts";
import { publishedConsentLocale } from "./published-consents.ts";
import { apiSource } from "./source.ts";

/** How the lead arrived: a page's form post, or one of the JSON APIs. */
type LeadDoor = "form" | "json";

const MAX_KEY_LENGTH = 200;
/** Within this long, an identical post without JavaScript (a double click, a reload) is the same lead. */
const NO_JS_SAME_CONTENT_WINDOW_MS = 10 * 60 * 1000;

export type LeadAttempt<K extends LeadKind = LeadKind> = {
  form: FormModule<LeadValues[K], K>;
  door: LeadDoor;
  request: Request;
  /** The visitor's values, request controls already taken out. */
  values: unknown;
  /**
   * The version of the consent text the form showed (its hidden field), or a JSON caller named in
   * `consentVersion`; undefined or null when none was sent.
   */
  consentVersion: unknown;
  /** The honeypot field as sent. */
  honeypot: unknown;
  /** The idempotency key as sent; undefined or null when none was. */
  key: unknown;
  /** The page the lead says it came from; kept only when it is one of ours. */
  pageUrl: string | null | undefined;
  /** Spec §7: the JSON APIs take "form fields plus source"; a page's form has none (its CRM mapping names it). */
  source?: unknown;
};

export type Acceptance =
  | { outcome: "foreign-origin" }
  | { outcome: "bad-key"; message: string }
  | { outcome: "invalid"; errors: FieldErrors }
  /** The store could not commit: nothing was acknowledged, the visitor must try again. */
  | { outcome: "unavailable" }
  /** The key already stands for a lead with other values. */
  | { outcome: "key-reused" }
  /** `reference`: what the visitor quotes to sales; the first lead's for a replay, null only for a lead from before references. */
  | { outcome: "accepted"; id: string; replayed: boolean; reference: string | null };

/**
 * The one way in for a lead, whichever door it came through: the Origin check, the key rule, the form's
 * generated schema, the honeypot, the commit and the outbox nudge (docs/decisions/022-one-way-in-for-a-lead.md).
 * Resolves "accepted" only once the lead is durable.
 */
export async function acceptLead<K extends LeadKind>(
  doors: LeadDoors,
  attempt: LeadAttempt<K>,
  logger: LeadLogger = consoleLogger,
): Promise<Acceptance> {
  const { form, request } = attempt;
  if (!originAllowed(request, doors.allowedOrigins)) return { outcome: "foreign-origin" };
  const key = leadKey(attempt);
  if (key === undefined) return { outcome: "bad-key", message: `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} visible ASCII characters` };

  // Bots that fill the honeypot still get validation errors: answering those reveals nothing about the trap.
  const check = validateValues(form.schema, attempt.values);
  // The caller's source travels with the lead beside the form's fields, so it is checked with them.
  const source = attempt.door === "json" ? apiSource(attempt.source) : undefined;
  const consent = consentGiven(attempt);
  const errors = {
    ...("error" in consent ? { [CONSENT_FIELD]: consent.error } : {}),
    ...(check.ok ? {} : check.errors),
    ...(source && "error" in source ? { source: source.error } : {}),
  };
  if (!check.ok || "error" in consent || Object.keys(errors).length > 0) return { outcome: "invalid", errors };

  const honeypot = isFilled(attempt.honeypot);
  // The schema let the lead through only with its box ticked: the lead records which text that was.
  const { consent: _ticked, ...answers } = check.data;
  try {
    const result = await doors.service.submit({
      lead: leadOf(form.kind, source && "source" in source ? { ...answers, source: source.source } : answers, {
        locale: form.locale,
        // The site's configured origins only: the request's own origin comes from a Host header anyone can write.
        pageUrl: sameOriginPageUrl(attempt.pageUrl, doors.allowedOrigins),
        consent,
      }),
      idempotencyKey: key.value,
      sameContentWithinMs: key.sameContentWithinMs,
      honeypot,
    });
    if (result.duplicate && !result.sameRequest) return { outcome: "key-reused" };
    return { outcome: "accepted", id: result.id, replayed: result.duplicate, reference: result.reference };
  } catch (error) {
    logger.error("could not store lead", { form: form.id, error: error instanceof Error ? error.message : String(error) });
    return { outcome: "unavailable" };
  }
}

/**
 * The consent text a lead records (docs/decisions/460). A site's form posts the version it showed, which must
 * be one the site published; its language is that text's. A JSON caller may name one the same way; one that
 * names none asserts its visitor's consent to a text the site cannot know, and the lead says so (version null).
 */
function consentGiven({ door, form, consentVersion }: LeadAttempt<LeadKind>): LeadConsent | { error: string } {
  const locale = publishedConsentLocale(consentVersion);
  if (locale !== undefined) return { version: consentVersion as string, locale };
  if (door === "json" && (consentVersion === undefined || consentVersion === null)) return { version: null, locale: form.locale };
  return { error: form.consent.unpublished };
}

/**
 * A browser's Origin must be the request's own or one the server trusts; a request without one is not a
 * browser's cross-site post (curl, server to server). React Router checks page posts too, but only
 * against the Host header; this check is the same for both doors.
 */
export function originAllowed(request: Request, allowed: readonly string[]): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  if (origin.toLowerCase() === new URL(request.url).origin) return true;
  return allowed.some((a) => normalizeOrigin(a) === origin.toLowerCase());
}

function normalizeOrigin(value: string): string {
  return URL.canParse(value) ? new URL(value).origin.toLowerCase() : value.toLowerCase();
}

/**
 * One key rule for both doors: a key that was sent must be 1–200 visible ASCII characters. Without one,
 * a JSON request is always new; a form post is a visitor without JavaScript, whose repeat is recognised
 * by its content within a sliding 10-minute window (docs/decisions/108-sliding-duplicate-window.md).
 * Form keys are scoped by their form, so one browser key never collides across forms or with an API key.
 */
function leadKey({ door, form, key }: LeadAttempt<LeadKind>): { value: string; sameContentWithinMs?: number } | undefined {
  const sent = key ?? null;
  if (sent !== null && !isValidKey(sent)) return undefined;
  if (door === "json") return { value: sent ?? `auto:${randomUUID()}` };
  if (sent !== null) return { value: `form:${form.id}:${sent}` };
  return { value: `nojs:${form.id}:${randomUUID()}`, sameContentWithinMs: NO_JS_SAME_CONTENT_WINDOW_MS };
}

function isValidKey(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= MAX_KEY_LENGTH && /^[\x21-\x7e]+$/.test(value);
}

/** Any value but nothing, false or blank text marks a bot. */
function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== "string" || value.trim() !== "";
}
