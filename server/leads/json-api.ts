import type { LeadForm } from "#generated/forms/by-kind.ts";
import { HONEYPOT_FIELD } from "#model/form-module.ts";
import { CONSENT_FIELD, CONSENT_VERSION_FIELD } from "#model/schema/consent-label.ts";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "#model/schema/locales.ts";
import { jsonBodyLimitOf } from "../body-limit.ts";
import { acceptLead, originAllowed, type Acceptance } from "./accept.ts";
import type { LeadDoors } from "./context.ts";
import type { LeadLogger } from "./logger.ts";

// Body keys that steer the request rather than describe the lead; validators never see them.
const RESERVED_KEYS = new Set([HONEYPOT_FIELD, "idempotencyKey", "pageUrl", "locale", CONSENT_VERSION_FIELD]);

/**
 * An API's form in each language it has: English always, a translation where one exists. The server's
 * table lists every language (app/forms/lead-api.server.ts); one without a form answers in English, as a
 * missing translation shows English on the site (decision 310).
 */
export type FormsByLocale = { readonly en: LeadForm } & { readonly [L in Locale]?: LeadForm };

/**
 * POST /api/contact, /api/startup and /api/partners, each for the form it stands for: the JSON door to
 * acceptLead. Every answer the client can cause is a 4xx; a 5xx only ever means the server could not
 * store the lead (docs/decisions/104-lead-json-api.md).
 */
export async function handleLeadJsonRequest(
  request: Request,
  forms: FormsByLocale,
  doors: LeadDoors,
  logger?: LeadLogger,
): Promise<Response> {
  if (request.method !== "POST") return json(405, { error: "Method not allowed" }, { allow: "POST" });
  // Refused before the body is read: a foreign page gets nothing of ours to parse.
  if (!originAllowed(request, doors.allowedOrigins)) return json(403, { error: "Origin not allowed" });
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return json(415, { error: "Content-Type must be application/json" });
  }

  // The heaviest of its forms' languages: which one the caller names is known only once the body is read.
  const limit = Math.max(...Object.values(forms).map((form) => jsonBodyLimitOf(form.id)));
  const body = await readBody(request, limit);
  if (body === "too-large") return json(413, { error: `Request body must not exceed ${Math.floor(limit / 1024)} KiB` });
  if (body === "not-utf8") return json(400, { error: "Request body is not valid UTF-8" });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return json(400, { error: "Invalid JSON body" });
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return json(400, { error: "Request body must be a JSON object" });
  }
  const raw = parsed as Record<string, unknown>;
  // A caller may name the visitor's language: its form's rules, messages and answers (decision 344).
  const locale = requestedLocale(raw.locale);
  if (locale === undefined) return json(400, { error: `locale must be one of: ${LOCALES.join(", ")}` });
  const form = forms[locale] ?? forms.en;

  const acceptance = await acceptLead(
    doors,
    {
      form,
      door: "json",
      request,
      values: valuesOf(raw),
      consentVersion: raw[CONSENT_VERSION_FIELD],
      honeypot: raw[HONEYPOT_FIELD],
      key: request.headers.get("idempotency-key") ?? raw.idempotencyKey,
      pageUrl: typeof raw.pageUrl === "string" && raw.pageUrl ? raw.pageUrl : request.headers.get("referer"),
      source: raw.source,
    },
    logger,
  );
  return answer(form, acceptance);
}

/**
 * The lead's values: the body less its request controls. Consent is JSON's `true` and nothing else: the text
 * "true" is what a form's checkbox posts, and a caller sending it has not said yes in JSON (decision 460).
 */
function valuesOf(raw: Record<string, unknown>): Record<string, unknown> {
  const values = Object.fromEntries(Object.entries(raw).filter(([key]) => !RESERVED_KEYS.has(key)));
  return { ...values, [CONSENT_FIELD]: raw[CONSENT_FIELD] === true };
}

function answer(form: LeadForm, acceptance: Acceptance): Response {
  const { success, failure } = form.definition;
  const { kind } = form;
  switch (acceptance.outcome) {
    case "foreign-origin":
      return json(403, { error: "Origin not allowed" });
    case "bad-key":
      return json(400, { error: acceptance.message });
    case "invalid":
      return json(400, { error: "Please correct the highlighted fields", fields: acceptance.errors });
    case "unavailable":
      return json(503, { error: failure.apiMessage ?? failure.message }, { "retry-after": "5" });
    case "key-reused":
      return json(422, { error: "Idempotency-Key was already used for a different request" });
    case "accepted": {
      const message = success.message;
      // The spec's shapes per kind, plus the reference the caller's visitor may quote (absent for a replay of a
      // lead stored before leads had one).
      const reference = acceptance.reference === null ? {} : { reference: acceptance.reference };
      const body =
        kind === "startup"
          ? { message, taskId: acceptance.id, ...reference }
          : kind === "partnership"
            ? { message, ...reference }
            : { message, data: { id: acceptance.id }, ...reference };
      return json(201, body, acceptance.replayed ? { "idempotent-replayed": "true" } : {});
    }
  }
}

/**
 * The site language a request names in `locale`: a BCP 47 tag whose language is one of the site's, in any
 * case (`ru`, `RU`, `ru-RU`, `uz-Latn-UZ`); English when it names none (absent, null or blank). Undefined
 * for anything else: a language the site does not have is the caller's mistake, not a reason to store a
 * lead under the wrong one.
 */
function requestedLocale(value: unknown): Locale | undefined {
  if (value === undefined || value === null) return DEFAULT_LOCALE;
  if (typeof value !== "string") return undefined;
  const tag = value.trim();
  if (tag === "") return DEFAULT_LOCALE;
  const language = /^([a-z]{2,3})(?:-[a-z0-9]{1,8})*$/i.exec(tag)?.[1]?.toLowerCase();
  return isLocale(language) ? language : undefined;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const [type, ...params] = value.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  // JSON is UTF-8 by definition (RFC 8259); any other declared charset is a client mistake.
  return params.every((p) => !p.startsWith("charset=") || /^charset="?utf-8"?$/.test(p));
}

/** Reads at most `limit` bytes, counting bytes as they stream in: Content-Length can lie or be absent. */
async function readBody(request: Request, limit: number): Promise<string | "too-large" | "not-utf8"> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return "too-large";
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return "too-large";
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return "not-utf8";
  }
}
