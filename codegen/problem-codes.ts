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
  CG120: { title: "path used twice", hint: "Give each page and alias its own path; rename or remove one of the two." },
  CG121: { title: "section id used twice", hint: "Section ids are anchors within one page: give each section its own id." },
  CG130: { title: "unknown claim", hint: "Use a key defined under `claims` in content/site.yaml, or add the claim there first." },
  CG131: { title: "unknown contact", hint: "Use a field defined under `contacts` in content/site.yaml, e.g. {{contacts.email}}." },
  CG140: { title: "broken link", hint: "Point the link at a page that exists (its `path` or an alias), or create that page." },
  CG141: { title: "missing anchor", hint: "Link to a section `id` (or Markdown heading anchor) that exists on the target page." },
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
  CG163: { title: "unknown CRM value", hint: "Besides fields a CRM template knows page.url, page.ref and request.source." },
} as const satisfies Record<string, { title: string; hint: string }>;

export type ProblemCode = keyof typeof problemCatalogue;
