import { z } from "zod";

/**
 * The one way the project reads environment variables, at build time (model/public-env.ts) and at run
 * time (server/config.ts): a zod schema per reader and one error, naming every bad variable on its own
 * line (`  NAME what it must be`). Values are never echoed: several of them are secrets.
 */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** An empty variable (`FOO=` in an env file) means "not set", not "set to nothing". */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

export const httpUrl = z
  .string()
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), "must be an http:// or https:// URL");

/** Parses `env` with `schema`, or throws one ConfigError titled "Invalid <what>:" listing every problem. */
export function readSettings<T extends z.ZodType>(schema: T, env: Record<string, string | undefined>, what: string): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    const message = issue.code === "invalid_type" ? "must be text" : issue.message;
    return `  ${name} ${message}`;
  });
  throw new ConfigError(`Invalid ${what}:\n${lines.join("\n")}`);
}
