import { z } from "zod";
import { nearestName } from "./nearest-name.ts";
import { isProblemCode, type ProblemCode } from "./problem-codes.ts";
import type { Problem } from "./problems.ts";
import { problemAt as at, type FieldPath, type YamlSource } from "./yaml-source.ts";

/** Validates a parsed file against its schema, turning every zod issue into a located problem. */
export function validate<Schema extends z.ZodType>(
  source: YamlSource,
  schema: Schema,
): { data: z.output<Schema> } | { problems: Problem[] } {
  // zod's issue for an unknown key does not say which keys the object takes; its error callback sees the
  // object schema, so the known keys are kept by the object they were checked on.
  const knownKeys = new WeakMap<object, string[]>();
  const result = schema.safeParse(source.value, {
    error(issue) {
      if (issue.code === "unrecognized_keys" && issue.inst instanceof z.ZodObject && isObject(issue.input)) {
        knownKeys.set(issue.input, Object.keys(issue.inst.shape));
      }
      return undefined;
    },
  });
  if (result.success) return { data: result.data };
  return { problems: result.error.issues.flatMap((issue) => toProblems(source, issue, knownKeys)) };
}

function toProblems(source: YamlSource, issue: z.core.$ZodIssue, knownKeys: WeakMap<object, string[]>): Problem[] {
  if (issue.code === "unrecognized_keys") {
    const object = valueAt(source.value, issue.path);
    const known = isObject(object) ? (knownKeys.get(object) ?? []) : [];
    return issue.keys.map((key) => {
      const path = [...issue.path, key];
      const meant = source.textSplitByComma(path);
      if (meant !== undefined) {
        const quoted = `${meant.field}: "${meant.text}"`;
        return at(source, path, "CG116", `"${key}" reads as a field because of the comma before it; write the text in quotes: ${quoted}`);
      }
      const suggestion = nearestName(key, known);
      return at(source, path, "CG111", `unknown field "${key}"${suggestion ? `: did you mean \`${suggestion}\`?` : ""}`);
    });
  }
  return [at(source, issue.path, codeOf(issue), describe(source, issue))];
}

function codeOf(issue: z.core.$ZodIssue): ProblemCode {
  if (issue.code === "invalid_type" && issue.message.endsWith("received undefined")) return "CG110";
  // A refinement whose mistake has a code of its own names it (`params: { code }`), hint and all.
  if (issue.code === "custom" && isProblemCode(issue.params?.["code"])) return issue.params["code"];
  // Sections, form fields and rules are unions chosen by a `type` (or `rule`) key.
  if (issue.code === "invalid_union" && "discriminator" in issue && issue.discriminator) return "CG113";
  return "CG112";
}

function describe(source: YamlSource, issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && issue.message.endsWith("received undefined")) {
    return `required field is missing (expected ${issue.expected})`;
  }
  const allowed = allowedValues(issue);
  if (allowed) {
    const field = issue.path.findLast((key) => typeof key === "string") ?? "this field";
    return `${String(field)} accepts ${orList(allowed.map(show))}, not ${show(valueAt(source.value, issue.path))}`;
  }
  return issue.message;
}

/** The values a field takes, when it takes only a list of them (an enum, or a union of literals). */
function allowedValues(issue: z.core.$ZodIssue): unknown[] | undefined {
  if (issue.code === "invalid_value") return issue.values;
  if (issue.code !== "invalid_union" || ("discriminator" in issue && issue.discriminator)) return undefined;
  const branches = issue.errors.map((errors) =>
    errors.length === 1 && errors[0]!.code === "invalid_value" && errors[0]!.path.length === 0 ? errors[0]!.values : undefined,
  );
  return branches.every((values) => values !== undefined) ? branches.flat() : undefined;
}

function show(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}

function orList(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} or ${items.at(-1)}` : (items[0] ?? "");
}

function valueAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>((node, key) => (isObject(node) ? (node as Record<PropertyKey, unknown>)[key] : undefined), value);
}

function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}
