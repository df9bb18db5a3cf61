/**
 * How many characters each place of the design holds, measured at 390 and 1280 px by
 * tests/bench/text-limits.ts in the language that fits the fewest there (Russian, for figures Uzbek): the
 * smaller of the two widths, rounded down to a multiple of five (docs/decisions/356). A translation is held to the same limit, since it is checked
 * with the same schema. Each comment gives the lines the place may take and the Russian figure measured.
 */
export const TEXT_LIMITS = {
  /** One line in the phone menu; at 1280 px the labels share one row (see MENU_ROW). */
  menuLabel: { max: 35, place: "a menu label" },
  /** A link in a menu's dropdown or the phone menu: two lines (35 at 1280 px). */
  menuLink: { max: 35, place: "a menu link" },
  /** The header's button: one line at 390 px (32). */
  headerButton: { max: 30, place: "the header button" },
  /** Three lines at 390 px (101). */
  eyebrow: { max: 100, place: "a hero eyebrow" },
  /** Six lines at 390 px (83), four at 1280 px beside the hero picture (92). */
  heroTitle: { max: 80, place: "a hero title" },
  /** Twelve lines at 390 px (294). */
  heroLead: { max: 290, place: "a hero lead" },
  /** A button: two lines at 390 px (63). */
  buttonLabel: { max: 60, place: "a button label" },
  /** A section heading: four lines at 390 px (76). */
  sectionTitle: { max: 75, place: "a section title" },
  /** A short list item: three lines at 390 px (90). */
  listItem: { max: 90, place: "a list item" },
  /** A card heading: three lines at 390 px (68). */
  cardTitle: { max: 65, place: "a card title" },
  /** A badge: one line at 390 px (38). */
  badge: { max: 35, place: "a badge" },
  /** A tab: one line no wider than the phone's column (33; the shipped Uzbek tabs need 34). */
  tabLabel: { max: 35, place: "a tab label" },
  /** A figure of a stats section: two lines at 390 and 1280 px (Russian 16; Uzbek, with its long words, 13). */
  statValue: { max: 10, place: "a figure" },
  /** A footer column heading: two lines at 1280 px (32). */
  footerHeading: { max: 30, place: "a footer heading" },
  /** A footer link: two lines at 1280 px (33). */
  footerLink: { max: 30, place: "a footer link" },
} as const;

/**
 * The menu's top-level labels and the header button share one row at 1280 px: in Russian today the row
 * has room for 5 more characters (60 written), so together they hold 65.
 */
export const MENU_ROW = { max: 65, place: "the menu's labels and its button together" };
