import { randomUUID } from "node:crypto";
import { STORABLE_TEXT, STORABLE_TEXT_MESSAGE } from "../../codegen/emit-form.ts";
import type { LeadKind } from "../../codegen/schema/lead-kinds.ts";
import { consoleLogger, type LeadLogger } from "./logger.ts";
import { sameOriginPageUrl } from "./page-url.ts";
import type { InsertResult, LeadStore } from "./store.ts";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES, submitLead } from "./submit.ts";
import type { Validate } from "./validation.ts";
import { HONEYPOT_FIELD } from "../../codegen/form-module.ts";

export const MAX_BODY_BYTES = 32 * 1024;
const MAX_KEY_LENGTH = 200;
// Body keys that steer the request rather than describe the lead; validators never see them.
const RESERVED_KEYS = new Set([HONEYPOT_FIELD, "idempotencyKey", "pageUrl"]);

export type JsonApiOptions = {
  kind: LeadKind;
  validate: Validate;
  store: LeadStore;
  /** Origins allowed to post from a browser; the request's own origin always is. */
  allowedOrigins: readonly string[];
  /** Called once a new, forwardable lead has committed, e.g. to nudge the outbox. */
  onCommitted?: () => void;
  logger?: LeadLogger;
};

/**
 * POST /api/contact, /api/startup and /api/partners. Every answer the client can cause is a 4xx; a
 * 5xx only ever means the server could not store the lead.
 */
export async function handleLeadJsonRequest(request: Request, options: JsonApiOptions): Promise<Response> {
  const logger = options.logger ?? consoleLogger;
  if (request.method !== "POST") return json(405, { error: "Method not allowed" }, { allow: "POST" });
  if (!originAllowed(request, options.allowedOrigins)) return json(403, { error: "Origin not allowed" });
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return json(415, { error: "Content-Type must be application/json" });
  }

  const body = await readBody(request);
  if (body === "too-large") return json(413, { error: `Request body must not exceed ${MAX_BODY_BYTES / 1024} KiB` });
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

  const keyInput = request.headers.get("idempotency-key") ?? raw.idempotencyKey ?? null;
  if (keyInput !== null && !isValidKey(keyInput)) {
    return json(400, { error: `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} visible ASCII characters` });
  }
  // Without a key every request is new; the prefix keeps generated keys apart from client ones.
  const idempotencyKey = typeof keyInput === "string" ? keyInput : `auto:${randomUUID()}`;

  const fields = Object.fromEntries(Object.entries(raw).filter(([key]) => !RESERVED_KEYS.has(key)));
  // Bots that fill the honeypot still get validation errors: answering those reveals nothing about the trap.
  const validation = options.validate(fields);
  if (!validation.success) return json(400, { error: "Please correct the highlighted fields", fields: validation.fields });
  // `source` travels with the lead beside the form's fields, so it meets the same rule they do.
  if (typeof raw.source === "string" && !STORABLE_TEXT.test(raw.source)) {
    return json(400, { error: "Please correct the highlighted fields", fields: { source: STORABLE_TEXT_MESSAGE } });
  }

  const honeypot = isFilled(raw[HONEYPOT_FIELD]);
  let result: InsertResult;
  try {
    result = await submitLead(options.store, {
      kind: options.kind,
      fields: withSource(validation.data, raw.source),
      idempotencyKey,
      pageUrl: sameOriginPageUrl(typeof raw.pageUrl === "string" && raw.pageUrl ? raw.pageUrl : request.headers.get("referer"), [
        request.url,
        ...options.allowedOrigins,
      ]),
      honeypot,
    });
  } catch (error) {
    logger.error("could not store lead", { kind: options.kind, error: error instanceof Error ? error.message : String(error) });
    return json(503, { error: FAILURE_MESSAGES[options.kind] }, { "retry-after": "5" });
  }

  if (result.duplicate && !result.sameRequest) {
    return json(422, { error: "Idempotency-Key was already used for a different request" });
  }
  if (!result.duplicate && !honeypot) {
    try {
      options.onCommitted?.();
    } catch (error) {
      // The lead is committed; the outbox's poll will pick it up even if the nudge failed.
      logger.warn("onCommitted hook failed", { error: error instanceof Error ? error.message : String(error) });
    }
  }
  return json(201, successBody(options.kind, result.id), result.duplicate ? { "idempotent-replayed": "true" } : {});
}

function successBody(kind: LeadKind, id: string): Record<string, unknown> {
  const message = SUCCESS_MESSAGES[kind];
  if (kind === "startup") return { message, taskId: id };
  if (kind === "partnership") return { message };
  return { message, data: { id } };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

function originAllowed(request: Request, allowed: readonly string[]): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true; // not a browser cross-site request (curl, server to server)
  if (origin === new URL(request.url).origin) return true;
  return allowed.some((a) => normalizeOrigin(a) === origin.toLowerCase());
}

function normalizeOrigin(value: string): string {
  try {
    return new URL(value).origin.toLowerCase();
  } catch {
    return value.toLowerCase();
  }
}

function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const [type, ...params] = value.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  // JSON is UTF-8 by definition (RFC 8259); any other declared charset is a client mistake.
  return params.every((p) => !p.startsWith("charset=") || /^charset="?utf-8"?$/.test(p));
}

/** Reads at most MAX_BODY_BYTES, counting bytes as they stream in: Content-Length can lie or be absent. */
async function readBody(request: Request): Promise<string | "too-large" | "not-utf8"> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return "too-large";
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
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

function isValidKey(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= MAX_KEY_LENGTH && /^[\x21-\x7e]+$/.test(value);
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== "string" || value.trim() !== "";
}

/** Spec §3: API submissions are "form fields plus source"; a short source string travels with the lead. */
function withSource(fields: Record<string, unknown>, source: unknown): Record<string, unknown> {
  return typeof source === "string" && source.trim() !== "" && source.length <= 100 ? { ...fields, source: source.trim() } : fields;
}
