import type { PatternName } from "../../codegen/schema/form.ts";

/** The named patterns form rules refer to (codegen/schema/form.ts patternNames). */
export const patterns = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  url: /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i,
  /** Digits, plus, spaces and hyphens only. */
  phone: /^[\d+\s-]+$/,
  alphanumeric: /^[a-zA-Z0-9]+$/,
  /** Starts with a letter or digit, then letters, digits, hyphen, underscore, dot or space. */
  vmName: /^[a-zA-Z0-9][a-zA-Z0-9\-_. ]*$/,
} as const satisfies Record<PatternName, RegExp>;

/** Form posts carry numbers as text; an empty box is "missing", not zero. */
export function toNumber(value: unknown): unknown {
  if (value === "" || value === null || value === undefined) return undefined;
  if (typeof value === "string") return Number(value.trim());
  return value;
}
