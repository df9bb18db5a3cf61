import { createChat } from "../lib/chat.ts";
import { CHAT_NOTICE, CHAT_NOTICE_OPEN } from "../lib/chat-notice.ts";
import type { EnhanceConfig } from "#model/enhance-config.ts";
import { CHAT_UNAVAILABLE } from "./config.ts";

/**
 * The chat button is a link to the contact page. With a chat app configured, its first click on a page
 * shows the chat's notice (who provides it, where, and the policy), and the notice's button opens the
 * widget: its script, which sets the provider's cookies, loads only then (docs/decisions/461). Later clicks
 * open the chat at once. When it cannot load, the visitor is told on pages that have toasts and otherwise
 * follows the link to the contact page.
 */
export function enhanceChatButton(doc: Document, config: NonNullable<EnhanceConfig["chat"]>): void {
  const chat = createChat(config, { window, document: doc });
  const notice = doc.querySelector<HTMLElement>(`[${CHAT_NOTICE}]`);
  let noticeRead = notice === null;
  // The page has a chat button in the header's bar and one in the margin, each shown at its widths: the
  // notice opens the chat from the one that showed it.
  let asking: HTMLAnchorElement | null = null;
  let loading = false;

  const open = (button: HTMLAnchorElement) => {
    if (loading) return;
    loading = true;
    const label = button.querySelector("span");
    // The button carries its page's language's labels; the script is the same for every language.
    const labels = { ...config.labels, open: label?.textContent ?? config.labels.open, ...button.dataset };
    button.setAttribute("aria-busy", "true");
    if (label) label.textContent = labels.loading;
    chat
      .show()
      .then(
        () => chat.trackEvent("chat-opened", { path: location.pathname }),
        (error: unknown) => {
          console.warn(JSON.stringify({ event: "chat-unavailable", error: String(error) }));
          const told = !window.dispatchEvent(new CustomEvent(CHAT_UNAVAILABLE, { cancelable: true, detail: labels.unavailable }));
          if (!told) location.assign(button.href);
        },
      )
      .finally(() => {
        loading = false;
        button.removeAttribute("aria-busy");
        if (label) label.textContent = labels.open;
      });
  };

  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const chatButton = asking ?? doc.querySelector<HTMLAnchorElement>("a[data-chat-button]");
    if (notice && chatButton && target?.closest(`[${CHAT_NOTICE_OPEN}]`)) {
      noticeRead = true;
      notice.hidden = true;
      chatButton.focus();
      open(chatButton);
      return;
    }
    const button = target?.closest<HTMLAnchorElement>("a[data-chat-button]");
    if (!button || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // A second click before the chat was opened puts the notice away again.
    if (notice && !noticeRead) {
      asking = button;
      notice.hidden = !notice.hidden;
      if (!notice.hidden) notice.querySelector<HTMLButtonElement>(`[${CHAT_NOTICE_OPEN}]`)?.focus();
      return;
    }
    open(button);
  });
}
