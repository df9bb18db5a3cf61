import { describe, expect, it } from "vitest";
import { site } from "../../../app/.generated/site.ts";
import { posthogOptions } from "../../../app/lib/analytics.ts";
import { createChat, type ChatHost } from "../../../app/lib/chat.ts";
import { firstVisitScript } from "../../../app/lib/first-visit.ts";
import { readPublicEnv, thirdPartySources } from "../../../codegen/public-env.ts";

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

describe("first-visit reset script", () => {
  function run(
    storage: { getItem(key: string): string | null; setItem(key: string, value: string): void } | "throws",
    stored: { cookie: string; sessionItems: number } = { cookie: "a=1; b=2", sessionItems: 1 },
  ) {
    const calls: string[] = [];
    const window = {
      get localStorage() {
        if (storage === "throws") throw new Error("SecurityError");
        return storage;
      },
      sessionStorage: { length: stored.sessionItems, clear: () => calls.push("session cleared") },
      location: { hostname: "s.example", pathname: "/", reload: () => calls.push("reload") },
      document: {
        get cookie() {
          return stored.cookie;
        },
        set cookie(value: string) {
          calls.push(`cookie ${value.split(";")[0]}`);
        },
      },
    };
    new Function("window", firstVisitScript({ enabled: true, storageKey: "visited" }))(window);
    return calls;
  }

  it("on a first visit sets the flag, clears cookies and session storage, and reloads once", () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    const calls = run(storage);
    expect(values.get("visited")).toBe("1");
    expect(calls).toContain("cookie a=");
    expect(calls).toContain("cookie b=");
    expect(calls.filter((call) => call === "reload")).toHaveLength(1);
    expect(calls).toContain("session cleared");
    expect(run(storage)).toEqual([]);
  });

  it("on a first visit with nothing stored sets the flag and does not reload", () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    expect(run(storage, { cookie: "", sessionItems: 0 })).toEqual([]);
    expect(values.get("visited")).toBe("1");
  });

  it("reloads when only session storage held something", () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    expect(run(storage, { cookie: "", sessionItems: 2 })).toEqual(["session cleared", "reload"]);
  });

  it("never reloads when storage throws or does not keep the flag", () => {
    expect(run("throws")).toEqual([]);
    expect(run({ getItem: () => null, setItem: () => undefined })).toEqual([]);
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
