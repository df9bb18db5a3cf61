/** Where the page script, in `npm run dev` only, listens for saves (app/enhance/follow-saves.ts). */
export const SAVE_EVENTS_PATH = "/__content-saves";

/**
 * The `<meta name>` that carries, in `npm run dev` only, the version of the page's content it was rendered
 * from: a digest of its HTML (codegen/save-events.ts). A tab whose version is not its page's current one
 * shows an older page.
 */
export const PAGE_VERSION_META = "content-version";
