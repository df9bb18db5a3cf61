import type { ThirdPartySources } from "#model/public-env.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";

/**
 * Rendered pages (404s, form results) carry inline scripts that differ per response. They are small, so
 * the whole document is read, its scripts hashed, and the policy set before anything is sent.
 */
export async function withHtmlCsp(
  response: Response,
  thirdParties: ThirdPartySources,
  /** What `npm run dev` adds to each page (ServedSite.finishPage), before its scripts are hashed. */
  finish: (html: string) => string = (html) => html,
): Promise<Response> {
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.startsWith("text/html") || !response.body) return response;
  const html = finish(await response.text());
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html), thirdParties));
  headers.delete("Content-Length");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
