import { style } from "@vanilla-extract/css";

export const heroArt = style({
  display: "none",
  width: "100%",
  maxWidth: "27.5rem",
  height: "auto",
  "@media": { "(min-width: 64rem)": { display: "block" } },
});
