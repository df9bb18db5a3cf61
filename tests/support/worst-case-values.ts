import type { PatternName } from "#model/schema/form.ts";

/**
 * For each named pattern, values of `length` characters in the shapes that cost a backtracking expression
 * most: each ends in a character that fails the pattern late, after such an expression tried every split
 * (docs/decisions/333-linear-validators.md). Shared by the validator test and `npm run bench:leads`.
 */
export function worstCaseValues(length: number): Record<PatternName, readonly string[]> {
  return {
    email: [`a@${".".repeat(length)}@`, `${"a".repeat(length)}@`],
    url: [`http://a${".".repeat(length)} x`],
    website: [`a${".".repeat(length)} x`],
    phone: [`+${"1 ".repeat(length / 2)}a`],
    alphanumeric: [`${"a".repeat(length)}-`],
    vmName: [`a${" ".repeat(length)}!`],
  };
}
