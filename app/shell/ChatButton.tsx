import { chat } from "#generated/enhance-config.ts";
import { CHAT_NOTICE, CHAT_NOTICE_OPEN } from "../lib/chat-notice.ts";
import { useLangOf } from "../lib/use-english.ts";
import { useSite } from "../lib/use-site.ts";
import { button } from "../ui/button.css.ts";
import { PolicyText } from "../ui/PolicyText.tsx";
import { visuallyHidden } from "../ui/layout.css.ts";
import * as styles from "./chat-button.css.ts";

/** A chat app was configured at build time: only then does a click load a widget, and the notice say whose. */
const configured = chat !== null;

/**
 * A link to the contact page: in the header's bar below the width where the window has a margin to float
 * in, bottom right in that margin from it (the page holds one of each, and each shows at its widths only).
 * When CHAT_APP_ID was set at build time, app/enhance/chat.ts turns its first click into the chat's notice
 * (its provider, country and the policy), and the notice's button into opening the widget
 * (docs/decisions/461). The notice is fixed to the window, so the page holds one, beside the margin's button.
 */
export function ChatButton({ placement }: { placement: "header" | "margin" }) {
  const site = useSite();
  return (
    <>
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
      {configured && placement === "margin" && <ChatNotice />}
    </>
  );
}

/** In the HTML but `hidden`: only the page script, which alone can open the widget, shows it. */
function ChatNotice() {
  const { notice } = useSite().chat;
  const langOf = useLangOf();
  return (
    <div className={styles.notice} {...{ [CHAT_NOTICE]: "" }} hidden>
      <p className={styles.noticeText} lang={langOf(notice.text)}>
        <PolicyText text={notice.text} policy={notice.policy} langOf={langOf} />
      </p>
      <button type="button" className={button({ size: "sm" })} lang={langOf(notice.open)} {...{ [CHAT_NOTICE_OPEN]: "" }}>
        {notice.open}
      </button>
    </div>
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
