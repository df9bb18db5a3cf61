/**
 * The chat's notice (docs/decisions/461), shared by its markup (app/shell/ChatButton.tsx) and the page script
 * that shows it before the widget first loads (app/enhance/chat.ts).
 */
export const CHAT_NOTICE = "data-chat-notice";
/** The notice's button: the visitor has read who provides the chat, and opens it. */
export const CHAT_NOTICE_OPEN = "data-chat-notice-open";
