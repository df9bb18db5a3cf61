import { Fragment } from "react";
import { useLangOf } from "../lib/use-english.ts";
import { FIGURE_RUNS, type FigureRun } from "./figure.css.ts";

/**
 * Where a figure may wrap besides its spaces: after a slash between a word or number and a word of two
 * letters or more ("$5/user/month"), never inside a unit («100 Гбит/с», «0,12 $/ч»).
 */
const SLASH_BREAK = /(?<=[\p{L}\p{N}]\/)(?=\p{L}{2})/u;

/**
 * A headline figure ("99,999 %", «100 Гбит/с», "$5/user/month") in a stat tile or the hero's claims. Its
 * tile sizes it by figureRun() so that it wraps at its spaces and slashes only (docs/decisions/348).
 * `data-figure` names it for tests/e2e/support/checks/localized-text.ts.
 */
export function Figure({ value }: { value: string }) {
  return (
    <span data-figure="" lang={useLangOf()(value)}>
      {value.split(SLASH_BREAK).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** The size step for a grid of figures: the characters of their longest run without a break, rounded up. */
export function figureRun(values: readonly string[]): FigureRun {
  const runs = values.flatMap((value) => value.split(SLASH_BREAK)).flatMap((part) => part.split(" "));
  const longest = Math.max(0, ...runs.map((run) => [...run].length));
  return FIGURE_RUNS.find((run) => run >= longest) ?? FIGURE_RUNS[FIGURE_RUNS.length - 1]!;
}
