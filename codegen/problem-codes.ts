/**
 * Every kind of problem codegen reports, with a stable code an author can search for and a one-line hint
 * on what to do. Codes never change meaning; a retired problem keeps its number unused. content/README.md
 * lists this catalogue (a unit test keeps the two in step).
 */
export const problemCatalogue = {
  CG100: { title: "YAML syntax error", hint: "Check indentation, quotes and brackets on this line: YAML is indentation-sensitive." },
  CG110: {
    title: "required field missing",
    hint: "Add the field here; your editor's autocompletion lists what this kind of file expects.",
  },
  CG111: { title: "unknown field", hint: "Remove the field or correct its spelling; the schema does not know this name." },
  CG112: { title: "invalid value", hint: "Change the value to what the message expects (type, allowed values, format)." },
  CG113: {
    title: "unknown type",
    hint: "Use one of the types the message lists (section, field or rule types); content/README.md describes the section types.",
  },
  CG114: {
    title: "heading without a space",
    hint: "Put a space between the # marks and the heading's text (`## Data Protection`); write \\# for a # that starts a line of text.",
  },
  CG115: {
    title: "invalid heading anchor",
    hint: "Write the anchor in lower-case letters, digits and hyphens, starting with a letter: {#data-protection}.",
  },
  CG116: {
    title: "comma inside { … }",
    hint: "Inside { … } a comma ends the value, and what follows reads as a new field: put the whole text in double quotes.",
  },
  CG117: {
    title: "key used twice",
    hint: "Keep one of the two: a mapping takes each key once, and which of the two an author meant cannot be guessed.",
  },
  CG118: {
    title: "colon in unquoted text",
    hint: 'Put the whole text in double quotes ("Step 1: Plan"): after a colon and a space, YAML expects a new field.',
  },
  CG120: { title: "path used twice", hint: "Give each page and alias its own path; rename or remove one of the two." },
  CG121: { title: "section id used twice", hint: "Section ids are anchors within one page: give each section its own id." },
  CG130: { title: "unknown claim", hint: "Use a key defined under `claims` in content/site.yaml, or add the claim there first." },
  CG131: { title: "unknown contact", hint: "Use a field defined under `contacts` in content/site.yaml, e.g. {{contacts.email}}." },
  CG132: {
    title: "statement past its date (warning)",
    hint: "Rewrite the text so it is true today and move `until` to the last day it stays true (or remove `until` when the text no longer depends on a date).",
  },
  CG133: {
    title: "placeholder address (warning)",
    hint: "Write the real address once, under `contacts` in content/site.yaml; pages link to it as `href: contacts.<name>` or quote it as {{contacts.<name>}}.",
  },
  CG134: {
    title: "contract dated by the visit",
    hint: 'Write the date this version of the terms took effect (`value: 2026-11-26`) and change it only with the text: "today" would give a contract a new version every day.',
  },
  CG135: {
    title: "placeholder legal detail (warning)",
    hint: "Write the registered detail once, under `legal` in content/site.yaml (and its translation in site.ru.yaml and site.uz.yaml); until then the pages show `legal.notPublished` in its place.",
  },
  CG136: {
    title: "fact not supplied yet (warning)",
    hint: "Write the fact as the company's document states it (its number, issuer, scope, last valid day, the PDF or register link); until then visitors read that it is not published, and `--strict` refuses it.",
  },
  CG137: {
    title: "certificate past its valid-until date (warning)",
    hint: "Enter the renewed certificate or licence (its number, `until` and document), or remove it and the claims that point to it: an expired one proves nothing.",
  },
  CG140: { title: "broken link", hint: "Point the link at a page that exists (its `path` or an alias), or create that page." },
  CG141: { title: "missing anchor", hint: "Link to a section `id` (or Markdown heading anchor) that exists on the target page." },
  CG142: {
    title: "image not found",
    hint: "Put a picture under content/images/ and name it from content/ (images/partners/acme.svg); the logo and fallbacks are files under app/public/ named from / (/brand/logo.svg). Or correct the path.",
  },
  CG143: {
    title: "raw HTML in Markdown",
    hint: "Write it in Markdown (`**bold**`, `[text](/path)`, lists, headings): pages never show HTML. An HTML comment (`<!-- … -->`) stays allowed for notes.",
  },
  CG144: {
    title: "HTML tag in a text",
    hint: "Texts are shown exactly as written, so visitors would read the tag itself: remove it (a section's fields give the structure; a legal page's Markdown has **bold** and links).",
  },
  CG145: {
    title: "picture without a description in this language",
    hint: "Give the picture's `alt` in the translation file, in that language's words: a screen reader reads it to visitors who cannot see the picture.",
  },
  CG150: { title: "unknown form", hint: "Use the file name (without .yaml) of a form in content/forms/." },
  CG151: { title: "form field defined twice", hint: "Field names are the names the form posts: give each field its own name." },
  CG152: { title: "unknown form field", hint: "Refer to a field by a `name` defined under this form's `fields`." },
  CG153: { title: "form field on no step", hint: "List the field under one of the form's `steps`, or remove it." },
  CG154: { title: "unknown row field", hint: "Refer to a field defined in this repeated group's `fields`." },
  CG160: {
    title: "unknown field in the CRM mapping",
    hint: "Name a field defined under this form's `fields` (or its rows), or update the mapping after renaming one.",
  },
  CG161: {
    title: "field does not fit the CRM mapping",
    hint: "A rows field needs a line under crm.rows and stands alone; a number field's default is a positive number.",
  },
  CG162: {
    title: "broken CRM template",
    hint: "Put one field name between `{` and `}`, e.g. {companyName}; a default for blank values goes after a vertical bar.",
  },
  CG163: {
    title: "unknown CRM value",
    hint: "Besides fields a CRM template knows page.url, page.ref, request.source, consent.version, consent.locale, consent.at and lead.reference.",
  },
  CG170: {
    title: "missing translation (warning)",
    hint: 'Translate the text here (content/README.md, "Pages in three languages"); until then visitors read the English text in its place.',
  },
  CG171: {
    title: "unknown field in a translation",
    hint: "Remove the field or entry: the English file has no such text or key (it was renamed or removed there), or the file name's language is not one of the site's.",
  },
  CG172: {
    title: "translation does not match the English structure",
    hint: "Copy each list entry's key from its English entry (a section's `id` or `type`, a field's `name`, an option's `value`, a rule's `rule`, an `id`, `href`, `claim` or `year`), once per list, in any order; a list without keys keeps the English length and order.",
  },
  CG173: { title: "empty translation", hint: "Write the translated text, or leave the key out so the English text is shown." },
  CG174: {
    title: "placeholder differs from English: translation outdated (warning)",
    hint: "Until the translation has every {{claim}}, {field} and {n} placeholder of the English text, byte for byte, visitors read the English text in its place; `--strict` refuses it.",
  },
  CG175: {
    title: "figure differs from English: translation outdated (warning)",
    hint: "Until the translation states every figure of the English text, visitors read the English text in its place; `--strict` refuses it. The same number in the language's format (10 000 $, 5,26), a time on either clock (6PM or 18:00), a quarter as Q4, 4 кв., IV кв. or 4-chorak, GMT+5 as UTC+5 or Tashkent time, a count in digits or words (twice, дважды, ikki marta) all state it.",
  },
  CG176: {
    title: "link differs from English: translation outdated (warning)",
    hint: "Until the translation keeps each Markdown link's English target, visitors read the English text in its place; `--strict` refuses it. The site points each link at the same page in the reader's language.",
  },
  CG177: {
    title: "headings differ from the English document",
    hint: "Keep every English heading, at its level and in its order, with its {#anchor} verbatim; a section only this language has goes under a heading with an {#anchor} of its own. An English section the translation lacks is shown in English meanwhile (a warning; `--strict` refuses it).",
  },
  CG178: {
    title: "field is not translated",
    hint: "Leave the field out: paths, links, claims, identifiers, numbers and figures ({ number, unit }) are taken from the English file, and codegen writes figures in each language's format.",
  },
  CG182: {
    title: "list differs from English: translation outdated (warning)",
    hint: "A list without keys (bullets, paragraphs, steps) keeps the English length and order; until the translation does again, visitors read the English list in its place; `--strict` refuses it.",
  },
  CG180: {
    title: "word the glossary forbids",
    hint: "Write the term the message names: content/glossary.yaml lists the terms signed off for each language and why the other word is wrong.",
  },
  CG181: {
    title: "glossary term contradicts itself",
    hint: "Give each English term one entry, and keep a term's own word out of its `avoid` list (narrow the variant, or add the phrase to `allow`).",
  },
  CG183: {
    title: "claim typed by hand (warning)",
    hint: "Quote the claim the message names as {{key}} (its value is written once, in content/site.yaml, and in each language's format); where the text means another figure, word it so it is not the claim's.",
  },
  CG184: {
    title: "English wording changed: translation outdated (warning)",
    hint: "Update the translation to say what the new English says (it then shows on the page, awaiting review: CG186), then run the `npm run translations -- accept <translation file>#<path>` the message names; until it is updated visitors read the English text in its place; `--strict` refuses it.",
  },
  CG185: {
    title: "translation not recorded (warning)",
    hint: "Run `npm run translations -- accept <translation file>` once the text matches its English: content/translations.lock.yaml then records that English, and a later change to it is flagged.",
  },
  CG186: {
    title: "translation updated, awaiting review (warning)",
    hint: "The English changed, and the translation was changed since it was last accepted: the page shows the translation. Check it says what the new English says, then run the `npm run translations -- accept <file>#<path>` the message names; `--strict` refuses it until then.",
  },
  CG200: {
    title: "unknown illustration",
    hint: "Name an SVG of app/public/art/ without .svg (`art: map`), or add the drawing there first.",
  },
  CG201: {
    title: "illustration used by two families",
    hint: "Give this family an illustration of its own: a picture repeated on unrelated pages tells the visitor nothing.",
  },
  CG194: {
    title: "eyebrow repeats the heading",
    hint: "Let the eyebrow name where the page sits (Solutions, Customers, Pricing) and the heading what it offers; or remove the eyebrow.",
  },
  CG195: {
    title: "unknown site value",
    hint: "Name a text or number defined in content/site.yaml under contacts, legal, analytics or analyticsConsent, e.g. {{legal.operators.uz.tin}}.",
  },
  CG179: {
    title: "list entry without a distinct key",
    hint: "Translations find an entry of this list by its key: give the entry an `id` (lowercase letters, digits, hyphens) that no other entry of the list has.",
  },
  CG190: {
    title: "decimal point in a Russian figure",
    hint: "Write the decimal comma Russian uses (5,26; 99,999 %). A version (TLS 1.3) or a clause number (1.2 Исключения) may keep its point.",
  },
  CG191: {
    title: "apostrophe Uzbek does not use",
    hint: "Uzbek Latin writes oʻ and gʻ with ʻ (U+02BB) and the tutuq belgisi with ʼ (U+02BC); replace ' ’ ‘ or ` with the right one.",
  },
  CG192: {
    title: "Cyrillic letter in Uzbek text",
    hint: "The Uzbek site is in Latin script: retype the word in Latin letters (a Cyrillic о or с looks Latin but breaks search and hyphenation).",
  },
  CG215: {
    title: "range typed with a hyphen",
    hint: "Join the two ends of a range with an en dash (–, U+2013), as the Russian and Uzbek texts do: $0.12–$0.24, 2–4 vCPU, 2020–2025.",
  },
  CG193: {
    title: "character the typeface lacks",
    hint: "Write it with characters the site's typeface has (an arrow as a word, ₽ as руб.), or, when the language needs the character, add its code point to the ranges in model/typeface.ts and run `npm run typeface`: every page in that language then downloads it.",
  },
  CG465: {
    title: "two figures for one promise",
    hint: 'Give each figure the scope it holds for (`promise: { what, scope }` in content/site.yaml: "without a support contract", "Business Critical") and say that scope where the text quotes it, or keep one figure.',
  },
  CG466: {
    title: "claim whose proof is pending (warning)",
    hint: "Supply the certificate's facts in its entry on /compliance (content/pages/compliance.yaml); until then the claim is left off the page, `--strict` refuses it and `npm run readiness` lists it.",
  },
  CG467: {
    title: "proof names no certificate",
    hint: "Name the `id` of an entry of the compliance section (content/pages/compliance.yaml), or add the certificate there with its facts (PENDING where the company has not supplied one).",
  },
  CG210: {
    title: "published consent altered",
    hint: "A published consent text is a record of what visitors agreed to: restore the entry of content/consent-register.yaml as committed (git checkout it) and change the consent in content/site*.yaml instead; codegen then appends the new text.",
  },
} as const satisfies Record<string, { title: string; hint: string }>;

export type ProblemCode = keyof typeof problemCatalogue;

/** Whether a value names a code of the catalogue (a schema refinement passes its own code this way). */
export function isProblemCode(value: unknown): value is ProblemCode {
  return typeof value === "string" && Object.hasOwn(problemCatalogue, value);
}
