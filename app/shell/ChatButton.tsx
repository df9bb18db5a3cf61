import { useState } from "react";
import { Link } from "react-router";
import { publicEnv } from "../.generated/public-env.ts";
import { site } from "../.generated/site.ts";
import { createChat, type Chat } from "../lib/chat.ts";
import { showToast } from "../lib/toast.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import * as styles from "./chat-button.css.ts";

let chat: Chat | undefined;

/** The one chat adapter of the page, or null when CHAT_APP_ID was not set at build time. */
export function getChat(): Chat | null {
  if (!publicEnv.chat) return null;
  chat ??= createChat(
    { ...publicEnv.chat, scriptUrl: site.chat.scriptUrl, globalName: site.chat.globalName },
    { window, document },
  );
  return chat;
}

/**
 * Bottom right, opposite the scroll-to-top button. Without chat settings, and always before hydration
 * or without JavaScript, it is a link to the contact page; with them, the first click loads the widget.
 */
export function ChatButton() {
  const hydrated = useHydrated();
  const [loading, setLoading] = useState(false);
  const { labels } = site.chat;

  if (!publicEnv.chat || !hydrated) {
    return (
      <Link to={site.chat.fallbackHref} prefetch="intent" className={styles.button}>
        <ChatIcon />
        <span className={styles.label}>{labels.open}</span>
      </Link>
    );
  }

  const open = async () => {
    const widget = getChat();
    if (!widget || loading) return;
    setLoading(true);
    try {
      await widget.show();
      widget.trackEvent("chat-opened", { path: window.location.pathname });
    } catch (error) {
      console.warn(JSON.stringify({ event: "chat-unavailable", error: String(error) }));
      showToast({ title: labels.unavailable, variant: "error" });
    } finally {
      setLoading(false);
    }
  };

  return (
    <button type="button" className={styles.button} aria-busy={loading || undefined} onClick={() => void open()}>
      <ChatIcon />
      <span className={styles.label}>{loading ? labels.loading : labels.open}</span>
    </button>
  );
}

function ChatIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M3 4.5A1.5 1.5 0 0 1 4.5 3h11A1.5 1.5 0 0 1 17 4.5v8a1.5 1.5 0 0 1-1.5 1.5H8l-4 3v-3h0.5A1.5 1.5 0 0 1 3 12.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
