import type { ProblemCode } from "./problem-codes.ts";
import type { FormFile, SingleField } from "#model/schema/index.ts";
import type { FieldPath } from "./yaml-source.ts";
import { crmContextNames, type CrmContextName } from "#model/crm-mapping.ts";

/**
 * The `crm:` block of a form, compiled: each template ("{phone|Not provided}") becomes a list of
 * pieces whose field names are checked against the form here and typed against the form's values in
 * the generated module, so a renamed field is a codegen problem and a misread one a compile error.
 */

// The same shapes before they are typed against a form's values: what codegen writes.
type LoosePiece =
  | string
  | { field: string; blank?: string | number }
  | { context: CrmContextName; blank?: string }
  | { rows: string; line: LoosePiece[] }
  | { rowNumber: true };
type LooseParagraph = { when?: { field: string } | { context: CrmContextName }; pieces: LoosePiece[] };
type CompiledCrm = { apiKey: "default" | "migration"; allFields: boolean; body: Record<string, LooseParagraph[]> };

interface CrmProblem {
  path: FieldPath;
  code: ProblemCode;
  message: string;
}

type Token = { text: string } | { name: string; blank?: string };

/** "{subject}\n\n{message|none}" → text and placeholders; a `{` without its `}` is an error. */
function parseTemplate(template: string): Token[] | string {
  const tokens: Token[] = [];
  let rest = template;
  while (rest !== "") {
    const open = rest.indexOf("{");
    if (open === -1) {
      tokens.push({ text: rest });
      break;
    }
    if (open > 0) tokens.push({ text: rest.slice(0, open) });
    const close = rest.indexOf("}", open);
    if (close === -1) return `"{" without a closing "}" in "${template}"`;
    const inner = rest.slice(open + 1, close);
    const bar = inner.indexOf("|");
    const name = (bar === -1 ? inner : inner.slice(0, bar)).trim();
    if (!/^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)?$/.test(name)) return `"{${inner}}" does not name a field`;
    tokens.push(bar === -1 ? { name } : { name, blank: inner.slice(bar + 1) });
    rest = rest.slice(close + 1);
  }
  return tokens;
}

/** Checks the form's `crm:` block against its fields and compiles it; problems carry the path of the entry. */
export function compileCrm(form: FormFile): { crm: CompiledCrm; problems: CrmProblem[] } {
  const problems: CrmProblem[] = [];
  const fields = new Map(form.fields.map((field) => [field.name, field]));
  const fieldList = [...fields.keys()].join(", ");
  const rowLines = new Map<string, LoosePiece[]>();

  for (const [name, rows] of Object.entries(form.crm.rows)) {
    const path = ["crm", "rows", name];
    const field = fields.get(name);
    if (!field) {
      problems.push({ path, code: "CG160", message: `unknown field "${name}"; fields of this form: ${fieldList}` });
      continue;
    }
    if (field.type !== "rows") {
      problems.push({ path, code: "CG161", message: `"${name}" is a ${field.type} field; only a rows field has one line per row` });
      continue;
    }
    const rowFields = new Map(field.fields.map((inner) => [inner.name, inner]));
    const line = compileTemplate(rows.line, [...path, "line"], problems, (token, at) => {
      if (token.name === "n") {
        if (token.blank !== undefined) problems.push({ path: at, code: "CG161", message: `"{n}" is the row number; it has no default` });
        return { rowNumber: true };
      }
      const inner = rowFields.get(token.name);
      if (!inner) {
        problems.push({
          path: at,
          code: "CG160",
          message: `unknown row field "${token.name}" in "${name}"; its fields: n (row number), ${[...rowFields.keys()].join(", ")}`,
        });
        return undefined;
      }
      return scalarPiece(inner, token, at, problems);
    });
    rowLines.set(name, line);
  }

  const resolve = (token: { name: string; blank?: string }, at: FieldPath, inWhen: boolean): LoosePiece | undefined => {
    if (token.name.includes(".")) {
      if (!(crmContextNames as readonly string[]).includes(token.name)) {
        problems.push({
          path: at,
          code: "CG163",
          message: `unknown value "${token.name}"; expected a field or one of: ${crmContextNames.join(", ")}`,
        });
        return undefined;
      }
      const context = token.name as CrmContextName;
      return token.blank === undefined ? { context } : { context, blank: token.blank };
    }
    const field = fields.get(token.name);
    if (!field) {
      problems.push({ path: at, code: "CG160", message: `unknown field "${token.name}"; fields of this form: ${fieldList}` });
      return undefined;
    }
    if (field.type !== "rows") return scalarPiece(field, token, at, problems);
    if (inWhen || token.blank !== undefined) {
      problems.push({
        path: at,
        code: "CG161",
        message: `"${token.name}" is a rows field: use it as "{${token.name}}" alone, outside \`when\``,
      });
      return undefined;
    }
    const line = rowLines.get(token.name);
    if (!line) {
      problems.push({ path: at, code: "CG161", message: `rows field "${token.name}" needs a line template under crm.rows.${token.name}` });
      return undefined;
    }
    return { rows: token.name, line };
  };

  const body: Record<string, LooseParagraph[]> = {};
  for (const [key, value] of Object.entries(form.crm.body)) {
    const path = ["crm", "body", key];
    const items =
      typeof value === "string" ? [{ at: path, paragraph: value }] : value.map((paragraph, index) => ({ at: [...path, index], paragraph }));
    body[key] = items.map(({ at, paragraph }) => {
      if (typeof paragraph === "string")
        return { pieces: compileTemplate(paragraph, at, problems, (token, where) => resolve(token, where, false)) };
      const pieces = compileTemplate(paragraph.text, [...at, "text"], problems, (token, where) => resolve(token, where, false));
      const when = resolve({ name: paragraph.when }, [...at, "when"], true);
      return isCondition(when) ? { when, pieces } : { pieces };
    });
  }
  return { crm: { apiKey: form.crm.apiKey, allFields: form.crm.allFields, body }, problems };
}

function isCondition(piece: LoosePiece | undefined): piece is NonNullable<LooseParagraph["when"]> {
  return typeof piece === "object" && ("field" in piece || "context" in piece);
}

function compileTemplate(
  template: string,
  path: FieldPath,
  problems: CrmProblem[],
  resolve: (token: { name: string; blank?: string }, path: FieldPath) => LoosePiece | undefined,
): LoosePiece[] {
  const tokens = parseTemplate(template);
  if (typeof tokens === "string") {
    problems.push({ path, code: "CG162", message: tokens });
    return [];
  }
  return tokens.flatMap((token) => {
    if ("text" in token) return [token.text];
    const piece = resolve(token, path);
    return piece === undefined ? [] : [piece];
  });
}

function scalarPiece(field: SingleField, token: { name: string; blank?: string }, path: FieldPath, problems: CrmProblem[]): LoosePiece {
  if (token.blank === undefined) return { field: field.name };
  if (field.type !== "number") return { field: field.name, blank: token.blank };
  const blank = Number(token.blank.trim());
  if (token.blank.trim() === "" || !Number.isFinite(blank) || blank <= 0) {
    problems.push({
      path,
      code: "CG161",
      message: `"${field.name}" is a number field; its default must be a positive number, not "${token.blank}"`,
    });
  }
  return { field: field.name, blank };
}
