import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { parseMarkdown } from "../../codegen/markdown.ts";
import { Markdown } from "../../app/sections/Markdown.tsx";

test("a Markdown image is shown on the page, with its alternative text", () => {
  const { tree } = parseMarkdown("Our data centre:\n\n![Racks in Tashkent](/brand/placeholder-picture.svg)\n", 0);
  expect(renderToStaticMarkup(<Markdown tree={tree} />)).toContain(
    '<img src="/brand/placeholder-picture.svg" alt="Racks in Tashkent" loading="lazy" decoding="async"/>',
  );
});
