/** Where the page script, in `npm run dev` only, listens for saves (app/enhance/follow-saves.ts). */
export const SAVE_EVENTS_PATH = "/__content-saves";
