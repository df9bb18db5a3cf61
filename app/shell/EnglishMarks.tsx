/**
 * Development only (root.tsx renders it under `import.meta.env.DEV`, so the build drops it): on a Russian or
 * Uzbek page, each text still shown in English (not translated yet, or outdated: it carries `lang="en"`) is
 * outlined and tinted, so a translator sees on the page what codegen's warnings list. Header and
 * footer are left alone: their "English" language link is English on purpose.
 */
// An outline and a tint only: a pseudo-element would take the place of one a section draws (a narrow
// table's column label is its cell's ::before).
const ENGLISH_MARKS_CSS = `main [lang="en"] { outline: 2px dashed #c2410c; outline-offset: 2px; background-color: #fff1e6; }`;

export function EnglishMarks() {
  return <style data-dev-english-marks="">{ENGLISH_MARKS_CSS}</style>;
}
