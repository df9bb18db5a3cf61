import { createHmac, timingSafeEqual } from "node:crypto";
import { SENT_NOTE_COOKIE, sentNoteCookieValue, type SentNote } from "#model/sent-note.ts";

/** Long enough for a slow phone to follow the redirect or the island's own move; the next page clears it. */
const MAX_AGE_SECONDS = 300;

/** `<form id>.<reference or nothing>.<expiry, Unix seconds>.<signature>`: every part safe as a cookie value. */
const NOTE = /^([a-z0-9-]{1,64})\.(SC-[0-9A-Z]{4}-[0-9A-Z]{4})?\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

/** 128 bits of an HMAC-SHA-256 over what the note shows and until when: enough that no one guesses one. */
function signature(key: string, formId: string, reference: string, expires: string): string {
  return createHmac("sha256", key).update(`sent-note\n${formId}\n${reference}\n${expires}`).digest("base64url").slice(0, 22);
}

/** A note's cookie value, signed with `key`, shown until `expiresAt` (Unix seconds). */
export function signedSentNote(key: string, note: SentNote, expiresAt: number): string {
  const reference = note.reference ?? "";
  return `${note.formId}.${reference}.${expiresAt}.${signature(key, note.formId, reference, String(expiresAt))}`;
}

/** The note `value` carries when `key` signed it and it has not expired at `now` (ms); undefined otherwise. */
export function verifiedSentNote(key: string, value: string | undefined, now: number): SentNote | undefined {
  const match = value === undefined ? null : NOTE.exec(value);
  if (!match) return undefined;
  const [, formId, reference = "", expires, signed] = match as unknown as [string, string, string | undefined, string, string];
  if (Number(expires) * 1000 <= now) return undefined;
  const expected = Buffer.from(signature(key, formId, reference, expires));
  if (!timingSafeEqual(expected, Buffer.from(signed))) return undefined;
  return reference ? { formId, reference } : { formId };
}

const attributes = (maxAge: number, secure: boolean) => `Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;

/**
 * The sent note (docs/decisions/421, 453): signed with the site's key, so only a note this site issued, unchanged
 * and unexpired, is ever shown, and a request carrying anything else is an ordinary read of the prerendered
 * file. The key comes from SENT_NOTE_SECRET or, without it, from the lead store, where every instance on one
 * PostgreSQL finds the same one.
 */
export interface SentNotes {
  /** The Set-Cookie value handing `note` to the next page. `secure`: the post came over HTTPS. */
  issue(note: SentNote, secure: boolean): Promise<string>;
  /**
   * The note a Cookie header carries, verified; undefined when it carries none, one this site did not sign,
   * an expired one, or while the key is still being read (a note then shows nothing, the page is the file).
   */
  read(cookieHeader: string | null | undefined): SentNote | undefined;
  /** The Set-Cookie value that removes the note once it has been shown. */
  cleared(secure: boolean): string;
  /** Reads the key now, so the first note this process is asked to show can be verified. */
  prepare(): Promise<void>;
}

export function sentNotes(readKey: () => Promise<string>, now: () => number = Date.now): SentNotes {
  let key: string | undefined;
  let reading: Promise<string> | undefined;
  const load = () =>
    (reading ??= readKey().then(
      (read) => (key = read),
      (error: unknown) => {
        reading = undefined;
        throw error;
      },
    ));
  return {
    async issue(note, secure) {
      const signed = signedSentNote(await load(), note, Math.floor(now() / 1000) + MAX_AGE_SECONDS);
      return `${SENT_NOTE_COOKIE}=${signed}; ${attributes(MAX_AGE_SECONDS, secure)}`;
    },
    read(cookieHeader) {
      const value = sentNoteCookieValue(cookieHeader);
      if (value === undefined) return undefined;
      if (key === undefined) {
        void load().catch(() => {});
        return undefined;
      }
      return verifiedSentNote(key, value, now());
    },
    cleared: (secure) => `${SENT_NOTE_COOKIE}=; ${attributes(0, secure)}`,
    prepare: async () => void (await load()),
  };
}
