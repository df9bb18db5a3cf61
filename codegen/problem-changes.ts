import { formatProblem, type Problem } from "./problems.ts";

/**
 * What the dev terminal prints after a save: the problems and warnings that appeared, each once with its
 * hint, and one line for each that went away. Standing ones are not printed again (a save used to reprint
 * every standing warning, some twice).
 */
export function problemChanges(before: readonly Problem[], after: readonly Problem[]): { appeared: string[]; gone: string[] } {
  const was = new Set(before.map(formatProblem));
  const is = new Set(after.map(formatProblem));
  return {
    appeared: [...is].filter((text) => !was.has(text)),
    gone: [...was].filter((text) => !is.has(text)).map((text) => `fixed: ${text.split("\n")[0]}`),
  };
}
