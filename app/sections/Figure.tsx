import { Fragment } from "react";
import { formatFigure } from "../../codegen/figures.ts";
import type { Figure as FigureValue } from "../../codegen/schema/index.ts";
import { useSite } from "../lib/use-site.ts";

/**
 * A headline figure such as "$5/user/month" or "99.999%". Set large in a narrow card it can be wider than
 * the card; it may wrap after each slash (never inside a word), so a phone does not scroll sideways.
 */
export function Figure({ value }: { value: string | FigureValue }) {
  const parts = formatFigure(value, useSite().locale).split("/");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}
