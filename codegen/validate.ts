import type { z } from "zod";
import type { ProblemCode } from "./problem-codes.ts";
import type { Problem } from "./problems.ts";
import { problemAt as at, type YamlSource } from "./yaml-source.ts";

/** Validates a parsed file against its schema, turning every zod issue into a located problem. */
export function validate<Schema extends z.ZodType>(
  source: YamlSource,
  schema: Schema,
): { data: z.output<Schema> } | { problems: Problem[] } {
  const result = schema.safeParse(source.value);
  if (result.success) return { data: result.data };
  return { problems: result.error.issues.flatMap((issue) => toProblems(source, issue)) };
}

function toProblems(source: YamlSource, issue: z.core.$ZodIssue): Problem[] {
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => at(source, [...issue.path, key], "CG111", `unknown field "${key}"`));
  }
  return [at(source, issue.path, codeOf(issue), describe(issue))];
}

function codeOf(issue: z.core.$ZodIssue): ProblemCode {
  if (issue.code === "invalid_type" && issue.message.endsWith("received undefined")) return "CG110";
  // Sections, form fields and rules are unions chosen by a `type` (or `rule`) key.
  if (issue.code === "invalid_union" && "discriminator" in issue && issue.discriminator) return "CG113";
  return "CG112";
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && issue.message.endsWith("received undefined")) {
    return `required field is missing (expected ${issue.expected})`;
  }
  return issue.message;
}
