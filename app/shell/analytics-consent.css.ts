import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";
import { floatingPanel } from "./floating-panel.css.ts";

/**
 * Fixed to the bottom of the window: showing or hiding it shifts nothing on the page (CLS 0), and it sits
 * above the chat button (z-index 30) until the visitor has answered.
 */
export const banner = style([floatingPanel, { insetInline: vars.space.md, zIndex: 40, maxWidth: "36rem" }]);

export const text = style({ margin: 0 });

export const link = style({ color: vars.color.primaryStrong });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
