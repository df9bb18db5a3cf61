import { describe, expect, it } from "vitest";
import { createPageviewTracker, pageAddress, watchPageviews, type PageviewWatchHost } from "../../../app/lib/pageviews.ts";

describe("page views", () => {
  it("captures each address once, however many times the poll and popstate report it", () => {
    const captured: string[] = [];
    const tracker = createPageviewTracker((url) => captured.push(url));
    for (const url of ["https://s.example/", "https://s.example/", "https://s.example/#team", "https://s.example/about", "https://s.example/about", "https://s.example/"]) {
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

  it("captures on start, on popstate and on the poll, and stops when disposed", () => {
    let popstate: (() => void) | undefined;
    let poll: (() => void) | undefined;
    const host: PageviewWatchHost = {
      location: { href: "https://s.example/" },
      addEventListener: (_type, listener) => void (popstate = listener),
      removeEventListener: () => void (popstate = undefined),
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
    popstate?.();
    host.location.href = "https://s.example/";
    popstate?.();
    poll?.();
    stop();
    expect(captured).toEqual(["https://s.example/", "https://s.example/pricing", "https://s.example/"]);
    expect(popstate).toBeUndefined();
    expect(poll).toBeUndefined();
  });
});
