/**
 * The islands bundle: what the page script loads, by URL, when a page needs React in the browser (a form
 * the visitor reaches for). Built apart from the page script, as a Vite environment of its own
 * (vite.config.ts), so that the page script stays one classic file.
 */
export { startFormIslands } from "./forms.tsx";
