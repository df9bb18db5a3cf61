import { describe, expect, it } from "vitest";
import { site } from "#generated/site.ts";
import { posthogOptions } from "../../../app/lib/analytics.ts";
import { createChat, type ChatHost } from "../../../app/lib/chat.ts";
import { resetOnFirstVisit, type FirstVisitWindow } from "../../../app/enhance/first-visit.ts";
import { readPublicEnv, thirdPartySources } from "#model/public-env.ts";

describe("posthog options", () => {
  it("capture page views manually, autocapture only buttons and links, mask every input, and use the spec's constants", () => {
    const options = posthogOptions(site.analytics, "https://eu.i.posthog.com");
    expect(options).toMatchObject({
      api_host: "https://eu.i.posthog.com",
      capture_pageview: false,
      autocapture: { element_allowlist: ["button", "a"] },
      session_recording: { maskAllInputs: true },
      request_queue_config: { flush_interval_ms: 3000 },
      rate_limiting: { events_per_second: 10, events_burst_limit: 100 },
      session_idle_timeout_seconds: 1800,
      surveys_request_timeout_ms: 10_000,
      feature_flag_request_timeout_ms: 3000,
      cookie_expiration: 365,
      opt_out_persistence_by_default: true,
      properties_string_max_length: 65_535,
    });
  });
});

describe("chat adapter", () => {
  function fakeHost() {
    const scripts: { src: string; async: boolean; onload: unknown; onerror: unknown }[] = [];
    const host: ChatHost & { window: Record<string, unknown> } = {
      window: {},
      document: {
        createElement: () => ({ src: "", async: false, onload: null, onerror: null }),
        head: { appendChild: (node: never) => scripts.push(node) },
      },
    };
    return { host, scripts };
  }
  const config = {
    appId: "app 1",
    region: "ap" as const,
    scriptUrl: "https://widget.{region}.chat.example/w.js?app_id={appId}",
    globalName: "Chat",
  };

  it("loads nothing before first use, then the regional script once, and replays queued calls in order", async () => {
    const { host, scripts } = fakeHost();
    const chat = createChat(config, host);
    chat.trackEvent("viewed-pricing", { plan: "pro" });
    chat.updateUser({ email: "a@b.example", name: undefined });
    expect(scripts).toEqual([]);

    const shown = chat.show();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe("https://widget.ap.chat.example/w.js?app_id=app%201");
    const queued = (host.window.Chat as { q: unknown[][] }).q;
    const calls: unknown[][] = [];
    host.window.Chat = (...args: unknown[]) => void calls.push(args);
    for (const call of queued) (host.window.Chat as (...args: unknown[]) => void)(...call);
    (scripts[0]!.onload as () => void)();
    await shown;
    expect(chat.loaded).toBe(true);
    chat.hide();
    await chat.show();
    expect(scripts).toHaveLength(1);
    expect(calls).toEqual([
      ["boot", { app_id: "app 1", region: "ap" }],
      ["trackEvent", "viewed-pricing", { plan: "pro" }],
      ["update", { email: "a@b.example" }],
      ["show"],
      ["hide"],
      ["show"],
    ]);
  });

  it("rejects when the script fails, and tries again on the next use", async () => {
    const { host, scripts } = fakeHost();
    const chat = createChat(config, host);
    const shown = chat.show();
    (scripts[0]!.onerror as () => void)();
    await expect(shown).rejects.toThrow(/failed to load/);
    void chat.show().catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });
});

describe("first-visit reset", () => {
  type Stored = { cookie: string; sessionItems: number; caches: string[]; inForm?: boolean };

  /** A browser with a real in-memory local storage (or one that throws) and the stores the reset clears. */
  async function visit(local: Map<string, string> | "throws" | "forgets", stored: Stored) {
    const calls: string[] = [];
    const marks: DOMStringMap = {};
    let localStorageRead = false;
    const window: FirstVisitWindow = {
      get localStorage() {
        localStorageRead = true;
        if (local === "throws") throw new DOMException("The operation is insecure.", "SecurityError");
        return {
          getItem: (key: string) => (local === "forgets" ? null : (local.get(key) ?? null)),
          setItem: (key: string, value: string) => void (local === "forgets" || local.set(key, value)),
        };
      },
      sessionStorage: { length: stored.sessionItems, clear: () => void calls.push("session cleared") },
      location: { hostname: "s.example", pathname: "/about", reload: () => void calls.push("reload") },
      document: {
        get cookie() {
          return stored.cookie;
        },
        set cookie(value: string) {
          calls.push(`cookie ${value}`);
        },
        documentElement: { dataset: marks },
        // A focused field inside a form, or the page's body.
        activeElement: { closest: (selector: string) => (selector === "form" && stored.inForm ? { form: true } : null) },
      },
      caches: {
        keys: async () => stored.caches,
        delete: async (name: string) => {
          calls.push(`cache ${name} deleted`);
          return true;
        },
      },
    };
    const reset = resetOnFirstVisit(window, "visited");
    // Nothing is touched while the page script itself runs: every store waits for a task of its own.
    expect(calls).toEqual([]);
    expect(localStorageRead).toBe(false);
    await reset;
    // The page says it stays exactly when it does not reload.
    expect("firstVisitChecked" in marks).toBe(!calls.includes("reload"));
    return calls;
  }
  const nothing: Stored = { cookie: "", sessionItems: 0, caches: [] };

  it("on a first visit sets the flag, clears cookies, session storage and caches, and reloads once", async () => {
    const local = new Map<string, string>();
    const calls = await visit(local, { cookie: "a=1; b=2", sessionItems: 1, caches: ["v1"] });
    expect(local.get("visited")).toBe("1");
    for (const name of ["a", "b"]) {
      expect(calls).toContain(`cookie ${name}=;expires=Thu, 01 Jan 1970 00:00:00 GMT;max-age=0;path=/`);
      expect(calls).toContain(`cookie ${name}=;expires=Thu, 01 Jan 1970 00:00:00 GMT;max-age=0;path=/about`);
      expect(calls).toContain(`cookie ${name}=;expires=Thu, 01 Jan 1970 00:00:00 GMT;max-age=0;path=/;domain=.s.example`);
    }
    expect(calls).toContain("session cleared");
    expect(calls).toContain("cache v1 deleted");
    expect(calls.at(-1)).toBe("reload");
    expect(calls.filter((call) => call === "reload")).toHaveLength(1);
    // The next page finds the flag: nothing is touched again.
    expect(await visit(local, { cookie: "a=1", sessionItems: 1, caches: ["v1"] })).toEqual([]);
  });

  it("on a first visit with nothing stored sets the flag and does not reload", async () => {
    const local = new Map<string, string>();
    expect(await visit(local, nothing)).toEqual([]);
    expect(local.get("visited")).toBe("1");
  });

  it("reloads when only session storage, or only Cache Storage, held something", async () => {
    expect(await visit(new Map(), { ...nothing, sessionItems: 2 })).toEqual(["session cleared", "reload"]);
    expect(await visit(new Map(), { ...nothing, caches: ["old"] })).toEqual(["cache old deleted", "reload"]);
  });

  it("clears but does not reload a visitor already in a form", async () => {
    expect(await visit(new Map(), { ...nothing, sessionItems: 1, inForm: true })).toEqual(["session cleared"]);
  });

  it("never clears or reloads when local storage throws or does not keep the flag", async () => {
    const stale: Stored = { cookie: "a=1", sessionItems: 1, caches: ["v1"] };
    expect(await visit("throws", stale)).toEqual([]);
    expect(await visit("forgets", stale)).toEqual([]);
  });
});

describe("content security policy sources", () => {
  it("allow exactly the configured hosts, and none when nothing is configured", () => {
    expect(thirdPartySources(readPublicEnv({}), site.chat.scriptUrl)).toEqual({ script: [], connect: [] });
    const env = readPublicEnv({ POSTHOG_KEY: "phc_x", POSTHOG_HOST: "https://eu.i.posthog.com", CHAT_APP_ID: "a", CHAT_REGION: "us" });
    const expected = ["https://eu.i.posthog.com", "https://eu-assets.i.posthog.com", "https://widget.us.chat-provider.example"];
    expect(thirdPartySources(env, site.chat.scriptUrl)).toEqual({ script: expected, connect: expected });
  });
});
