import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css.ts";

/** The success state: a calm panel, never the error colours (the visitor did everything right). */
export const sent = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.successSoft,
  border: `1px solid ${vars.color.success}`,
  // Focused by script or by autofocus to bring it into view and have it read; the panel itself is not a control.
  outline: "none",
});

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.success });

/** The reference on a line of its own, in a typeface where every character is told apart at a glance. */
export const reference = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: vars.space.xs });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.weight.bold,
  letterSpacing: "0.08em",
  padding: `0 ${vars.space.xs}`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const hint = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

/** The link onward and "Send another", side by side where they fit, one above the other on a phone. */
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/** The panel on the page a form moved on to, between the page's heading and the rest. */
export const notice = style({ marginBlock: vars.space.lg });
