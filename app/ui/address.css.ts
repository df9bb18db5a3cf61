import { style } from "@vanilla-extract/css";

/**
 * An address moves to the next line whole when it fits there, as a word would: an inline block breaks at
 * its <wbr> only when it is wider than the whole line.
 */
export const address = style({ display: "inline-block" });
