/** Fired on window when the chat widget cannot load; a page with toasts shows one and cancels the fallback. */
export const CHAT_UNAVAILABLE = "chat-unavailable";
