import { useSite } from "../lib/use-site.ts";
import { visuallyHidden } from "../ui/layout.css.ts";
import * as styles from "./chat-button.css.ts";

/**
 * A link to the contact page: in the header's bar below the width where the window has a margin to float
 * in, bottom right in that margin from it (the page holds one of each, and each shows at its widths only).
 * When CHAT_APP_ID was set at build time, app/enhance/chat.ts turns its first click into opening the chat
 * widget.
 */
export function ChatButton({ placement }: { placement: "header" | "margin" }) {
  const site = useSite();
  return (
    <a
      href={site.chat.fallbackHref}
      className={styles.button[placement]}
      data-chat-button=""
      data-loading={site.chat.labels.loading}
      data-unavailable={site.chat.labels.unavailable}
    >
      <ChatIcon />
      {/* Its name for screen readers; the icon is what shows. */}
      <span className={visuallyHidden}>{site.chat.labels.open}</span>
    </a>
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
