import { createChat } from "../lib/chat.ts";
import type { EnhanceConfig } from "#model/enhance-config.ts";
import { CHAT_UNAVAILABLE } from "./config.ts";

/**
 * The chat button is a link to the contact page. With a chat app configured, a click opens the widget
 * instead (its script loads on the first click only); when it cannot load, the visitor is told on pages
 * that have toasts and otherwise follows the link to the contact page.
 */
export function enhanceChatButton(doc: Document, config: NonNullable<EnhanceConfig["chat"]>): void {
  const chat = createChat(config, { window, document: doc });
  let loading = false;
  doc.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-chat-button]") : null;
    if (!button || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
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
  });
}
