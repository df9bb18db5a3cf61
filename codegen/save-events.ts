import type { IncomingMessage, ServerResponse } from "node:http";
import { SAVE_EVENTS_PATH } from "#model/save-events.ts";

/**
 * The dev server's channel to its open tabs: a Server-Sent Events stream that says "a save was taken in"
 * after each codegen run the terminal reported. Each tab decides itself whether its own page changed
 * (it compares its HTML), so the server needs no map from content files to pages.
 */
export function createSaveEvents() {
  const tabs = new Set<ServerResponse>();
  return {
    /** Answers the stream's request; false for any other request. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== "GET" || req.url?.split("?")[0] !== SAVE_EVENTS_PATH) return false;
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive" });
      // The first event tells the tab it is connected (a save before it is one the tab's load already shows).
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
