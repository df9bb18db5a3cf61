import type { RouterContextProvider } from "react-router";
import type { SentNote } from "#model/sent-note.ts";
import { leadDoorsContext } from "../../server/leads/context.ts";

type RequestArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** Whether the visitor's browser reached the site over HTTPS, as the server worked out behind its proxies. */
const overHttps = (request: Request) => new URL(request.url).protocol === "https:";

/** The Set-Cookie value that hands `note` to the page a form moves on to: signed, expiring, Secure over HTTPS. */
export function issueSentNote({ request, context }: RequestArgs, note: SentNote): Promise<string> {
  return context.get(leadDoorsContext).service.sentNotes.issue(note, overHttps(request));
}

/**
 * The sent note a request carries, when this site signed it and it has not expired, with the Set-Cookie value
 * that clears it; undefined otherwise (and for a request without cookies, such as the prerender's).
 */
export function readSentNote({ request, context }: RequestArgs): { note: SentNote; cleared: string } | undefined {
  const cookies = request.headers.get("cookie");
  if (!cookies) return undefined;
  const { sentNotes } = context.get(leadDoorsContext).service;
  const note = sentNotes.read(cookies);
  return note && { note, cleared: sentNotes.cleared(overHttps(request)) };
}
