import { afterAll, beforeAll, expect, test } from "vitest";
import type { PageOf, SectionType } from "#model/schema/index.ts";
import { Faq } from "../../../app/sections/Faq.tsx";
import { PageView, type SectionRenderers } from "../../../app/sections/PageView.tsx";
import { codegenIn, copyContent, removeCopies } from "./fixture.ts";
import { renderPage } from "./render-page.tsx";

let root = "";
beforeAll(() => {
  root = copyContent();
  expect(codegenIn(root).problems).toEqual([]);
});
afterAll(removeCopies);

test.each([
  ["ru", "Вопросы о ценах", "Входит ли поддержка в стоимость?"],
  ["uz", "Narxlar haqida savollar", "Qoʻllab-quvvatlash narxga kiritilganmi?"],
] as const)("/%s/pricing answers a buyer's questions in <details> that open without JavaScript", async (locale, title, question) => {
  const renderers = { faq: Faq } as SectionRenderers<SectionType>;
  const rendered = await renderPage(root, locale, "pricing", (page: PageOf<SectionType>) => (
    <PageView page={{ ...page, sections: page.sections.filter((section) => section.type === "faq") }} renderers={renderers} />
  ));
  // Typesetting puts non-breaking spaces and word joiners in; the words are what is checked here.
  const html = rendered.replace(/[\u00a0\u2060]/g, (mark) => (mark === "\u00a0" ? " " : ""));
  expect(html).toContain(`>${title}</h2>`);
  expect(html.match(/<details /g)).toHaveLength(3);
  expect(html).toMatch(
    new RegExp(`<details id="pricing-questions-support"[^>]*><summary[^>]*><span>${question.replace("?", "\\?")}</span></summary><p[^>]*>`),
  );
  expect(html).not.toContain('lang="en"');
});
