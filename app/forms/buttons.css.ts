import { button } from "../ui/button.css.ts";

/**
 * The classes of a form's buttons, taken from the design system's button recipe when the styles are built.
 * The island then carries five class names instead of the recipe's runtime, which only this island used.
 */
export const formButton = {
  primary: button(),
  secondary: button({ variant: "secondary" }),
  ghost: button({ variant: "ghost" }),
  addRow: button({ variant: "secondary", size: "sm" }),
  removeRow: button({ variant: "ghost", size: "sm" }),
};
