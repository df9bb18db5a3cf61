import { describe, expect, it } from "vitest";
import { createPageviewTracker, pageAddress, watchPageviews, type PageviewWatchHost } from "../../../app/lib/pageviews.ts";

describe("page views", () => {
  it("captures each address once, however many times the poll and popstate report it", () => {
    const captured: string[] = [];
    const tracker = createPageviewTracker((url) => captured.push(url));
    for (const url of [
      "https://s.example/",
      "https://s.example/",
      "https://s.example/#team",
      "https://s.example/about",
      "https://s.example/about",
      "https://s.example/",
    ]) {
      tracker.check(url);
    }
    expect(captured).toEqual(["https://s.example/", "https://s.example/about", "https://s.example/"]);
  });

  it("treats the query as part of the address and the fragment as not", () => {
    expect(pageAddress("https://s.example/contact?ref=sales#form")).toBe("https://s.example/contact?ref=sales");
    const captured: string[] = [];
    const tracker = createPageviewTracker((url) => captured.push(url));
    tracker.check("https://s.example/contact");
    tracker.check("https://s.example/contact?ref=sales");
    expect(captured).toHaveLength(2);
  });

  it("captures on start, on popstate, on the poll and on a back/forward-cache restore, and stops when disposed", () => {
    const listeners = new Map<string, (event: { persisted?: boolean }) => void>();
    let poll: (() => void) | undefined;
    const host: PageviewWatchHost = {
      location: { href: "https://s.example/" },
      addEventListener: (type, listener) => void listeners.set(type, listener),
      removeEventListener: (type) => void listeners.delete(type),
      setInterval: (callback, ms) => {
        expect(ms).toBe(1000);
        poll = callback;
        return 1;
      },
      clearInterval: () => void (poll = undefined),
    };
    const captured: string[] = [];
    const stop = watchPageviews(host, 1000, (url) => captured.push(url));
    host.location.href = "https://s.example/pricing";
    poll?.();
    listeners.get("popstate")?.({});
    host.location.href = "https://s.example/";
    listeners.get("popstate")?.({});
    poll?.();
    // A plain pageshow (the first load) is not a second view; one from the back/forward cache is.
    listeners.get("pageshow")?.({ persisted: false });
    listeners.get("pageshow")?.({ persisted: true });
    stop();
    expect(captured).toEqual(["https://s.example/", "https://s.example/pricing", "https://s.example/", "https://s.example/"]);
    expect([...listeners.keys()]).toEqual([]);
    expect(poll).toBeUndefined();
  });
});
