import { escapeHtml } from "#model/escape-html.ts";
import { problemCatalogue } from "./problem-codes.ts";
import type { Problem } from "./problems.ts";

/**
 * The page `npm run dev` answers a page load with while content has problems: each problem with its
 * place, code, message and hint, as codegen prints it. Plain HTML, so it reads the same without
 * JavaScript. It reloads itself every few seconds (a meta refresh, so without JavaScript too) and so turns
 * into the page as soon as a save fixes the content. English only: it is the author's, never a visitor's,
 * and the content it would take its words from is what is broken.
 */
export function problemPage(problems: readonly Problem[]): string {
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  const items = problems.map(
    (problem) =>
      `<li><p><code>${escapeHtml(`${problem.file}:${problem.line}:${problem.col}`)}</code> <code>${escapeHtml(problem.path || "(file)")}</code></p>` +
      `<p><strong>${problem.code}</strong> ${escapeHtml(problem.message)}</p>` +
      `<p>hint: ${escapeHtml(problemCatalogue[problem.code].hint)}</p></li>`,
  );
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Content: ${count}</title><meta http-equiv="refresh" content="2"></head>
<body>
<h1>Content: ${count}</h1>
<p>codegen found ${count} in content/; pages show again once a save fixes ${problems.length === 1 ? "it" : "them"}; this page reloads by itself.</p>
<ol>
${items.join("\n")}
</ol>
</body>
</html>
`;
}
