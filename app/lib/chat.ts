import { chatScriptUrl } from "#model/chat-script.ts";
import type { ChatConfig } from "#model/enhance-config.ts";

type ChatValue = string | number | boolean;

/** What the site may tell the widget about the visitor (Intercom-style attribute names). */
interface ChatUser {
  userId?: string;
  email?: string;
  name?: string;
  [attribute: string]: ChatValue | undefined;
}

/** The widget's four actions from the spec (§1): show, hide, track an event, update the user. */
export interface Chat {
  /** Loads the widget script on first use, then opens the messenger. Rejects when the script fails. */
  show(): Promise<void>;
  hide(): void;
  trackEvent(name: string, metadata?: Record<string, ChatValue>): void;
  updateUser(user: ChatUser): void;
  readonly loaded: boolean;
}

/** The widget's global: `window[globalName](command, ...args)`; before its script loads, a stub queues calls in `q`. */
type WidgetGlobal = ((command: string, ...args: unknown[]) => void) & { q?: unknown[][] };

export interface ChatHost {
  window: object;
  document: {
    createElement(tag: "script"): { src: string; async: boolean; onload: unknown; onerror: unknown };
    head: { appendChild(node: never): unknown };
  };
}

/**
 * The adapter for the third-party support chat. Nothing is fetched until `show` is first called (the
 * visitor clicked the chat button): calls made earlier are queued on a stub, Intercom-style, and the
 * widget replays them once its script has run.
 */
export function createChat(config: ChatConfig, host: ChatHost): Chat {
  const globals = host.window as Record<string, unknown>;
  let loading: Promise<void> | undefined;
  let loaded = false;

  const widget = (): WidgetGlobal => {
    const current = globals[config.globalName];
    if (typeof current === "function") return current as WidgetGlobal;
    const queue: unknown[][] = [];
    const stub: WidgetGlobal = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
    globals[config.globalName] = stub;
    stub("boot", { app_id: config.appId, region: config.region });
    return stub;
  };

  const load = (): Promise<void> => {
    loading ??= new Promise<void>((resolve, reject) => {
      widget();
      const script = host.document.createElement("script");
      script.async = true;
      script.src = chatScriptUrl(config.scriptUrl, config.appId, config.region);
      script.onload = () => {
        const current = globals[config.globalName];
        if (typeof current === "function" && !(current as WidgetGlobal).q) {
          loaded = true;
          resolve();
        } else {
          loading = undefined;
          reject(new Error("The chat widget script did not start"));
        }
      };
      script.onerror = () => {
        loading = undefined;
        script.onload = null;
        reject(new Error(`The chat widget script failed to load: ${script.src}`));
      };
      host.document.head.appendChild(script as never);
    });
    return loading;
  };

  return {
    async show() {
      widget()("show");
      await load();
    },
    hide: () => widget()("hide"),
    trackEvent: (name, metadata) => (metadata ? widget()("trackEvent", name, metadata) : widget()("trackEvent", name)),
    updateUser: (user) => widget()("update", Object.fromEntries(Object.entries(user).filter(([, value]) => value !== undefined))),
    get loaded() {
      return loaded;
    },
  };
}
