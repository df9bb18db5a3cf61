import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { EDITOR_TOKEN_HEADER } from "./editor-page.ts";
import { isOwnHost } from "../server/local-host.ts";

/** Why a request is refused before anything of it is read, or undefined for one the editor takes. */
interface Refusal {
  status: 403 | 415;
  error: string;
}

/**
 * The editor answers only the product owner's own tab (decision 441). Every request must name the editor
 * by its loopback Host and port (a page whose name rebinds to 127.0.0.1 names itself) and come from no
 * other origin; an API call must also be JSON, which a page elsewhere cannot send without asking first
 * (a preflight the editor never grants), and carry the token of this run, which only the editor's own
 * page holds. All of it is read from the request's head, before its body.
 */
export function editorRefusal(request: IncomingMessage, token: string, api: boolean): Refusal | undefined {
  const { host, origin } = request.headers;
  if (!isOwnHost(host, request.socket.localPort ?? 0))
    return { status: 403, error: `the editor answers only at its own address, not ${host}` };
  if (origin !== undefined && origin !== `http://${host}`)
    return { status: 403, error: `the editor answers only its own page, not ${origin}` };
  if (!api) return undefined;
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") return { status: 415, error: "the editor's API takes application/json" };
  const sent = Buffer.from(String(request.headers[EDITOR_TOKEN_HEADER] ?? ""));
  const expected = Buffer.from(token);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    return { status: 403, error: "the editor's API answers only the editor's page of this run: reload it" };
  }
  return undefined;
}
