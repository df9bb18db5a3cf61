/**
 * A form whose success is another page (the evaluation's /thank-you, the migration wizard's home) hands that
 * page its lead's reference in a short-lived cookie, the "sent note": the server writes it with the answer
 * to the post, from either door, and the page it names is then rendered for that one request with the
 * confirmation in its HTML, which shows with and without JavaScript (docs/decisions/421). A neutral home:
 * the form actions write it, the page reads it, the server's pipeline sees it to skip the prerendered file.
 */
const SENT_NOTE_COOKIE = "sent-note";

/** Long enough for a slow phone to follow the redirect or the island's own move; the next page clears it. */
const MAX_AGE_SECONDS = 300;

export interface SentNote {
  formId: string;
  /** Absent only for a replay of a lead stored before leads had references. */
  reference?: string;
}

/** Form ids are content file names; references are `SC-XXXX-XXXX`: both safe as a cookie value. */
const NOTE = /^([a-z0-9-]{1,64})\.(SC-[0-9A-Z]{4}-[0-9A-Z]{4})?$/;

/** The Set-Cookie value that hands `note` to the next page. HttpOnly: only the server reads it. */
export function sentNoteCookie(note: SentNote): string {
  return `${SENT_NOTE_COOKIE}=${note.formId}.${note.reference ?? ""}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly`;
}

/** The Set-Cookie value that removes the note: it is shown once. */
export const clearedSentNoteCookie = `${SENT_NOTE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`;

/** The note a request's Cookie header carries, or undefined when it carries none or a malformed one. */
export function sentNoteOf(cookieHeader: string | null | undefined): SentNote | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(";")) {
    const [name, value] = pair.trim().split("=", 2);
    if (name !== SENT_NOTE_COOKIE || value === undefined) continue;
    const match = NOTE.exec(value);
    if (!match) return undefined;
    return match[2] ? { formId: match[1]!, reference: match[2] } : { formId: match[1]! };
  }
  return undefined;
}
