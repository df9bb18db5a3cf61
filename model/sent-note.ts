/**
 * A form whose success is another page (the evaluation's /thank-you, the migration wizard's home) hands that
 * page its lead's reference in a short-lived cookie, the "sent note": the server writes it with the answer
 * to the post, from either door, and the page it names is then rendered for that one request with the
 * confirmation in its HTML, which shows with and without JavaScript (docs/decisions/421). The note is signed
 * and expires (server/sent-note.ts, docs/decisions/453). A neutral home for what the app and the server share.
 */
export const SENT_NOTE_COOKIE = "sent-note";

export interface SentNote {
  formId: string;
  /** Absent only for a replay of a lead stored before leads had references. */
  reference?: string;
}

/** The sent note's cookie value as a Cookie header carries it, unverified; undefined when there is none. */
export function sentNoteCookieValue(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(";")) {
    const [name, value] = pair.trim().split("=", 2);
    if (name === SENT_NOTE_COOKIE && value !== undefined) return value;
  }
  return undefined;
}
