import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { PAGE_VERSION_META, SAVE_EVENTS_PATH } from "#model/save-events.ts";

/**
 * The dev server's channel to its open tabs: a Server-Sent Events stream that says "a save was taken in"
 * after each codegen run the terminal reported. Each tab decides itself whether its own page changed
 * (it compares its page's version, `withPageVersion`), so the server needs no map from content files to pages.
 */
export function createSaveEvents() {
  const tabs = new Set<ServerResponse>();
  return {
    /** Answers the stream's request; false for any other request. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== "GET" || req.url?.split("?")[0] !== SAVE_EVENTS_PATH) return false;
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive" });
      // The first event tells the tab it is connected: it compares its version then, for a save it did not hear of.
      res.write("event: ready\ndata: \n\n");
      tabs.add(res);
      req.on("close", () => tabs.delete(res));
      return true;
    },
    saved(): void {
      for (const tab of tabs) tab.write("event: saved\ndata: \n\n");
    },
    close(): void {
      for (const tab of tabs) tab.end();
      tabs.clear();
    },
  };
}

/**
 * A page's HTML as `npm run dev` sends it: with the version of what it shows, a digest of the HTML itself
 * without what differs between two answers of the same content (CSP nonces). The open tab compares its
 * own with its page's current one (app/enhance/follow-saves.ts).
 */
export function withPageVersion(html: string): string {
  const version = createHash("sha256")
    .update(html.replace(/ nonce="[^"]*"/g, ""))
    .digest("base64url")
    .slice(0, 22);
  return html.replace("</head>", `<meta name="${PAGE_VERSION_META}" content="${version}"/></head>`);
}
