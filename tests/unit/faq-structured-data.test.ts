import { expect, test } from "vitest";
import { builtPages } from "../support/built-pages.ts";

/** The questions a page shows: each FAQ item's <summary>, as text. */
function shownQuestions(html: string): string[] {
  return [...html.matchAll(/<details [^>]*><summary[^>]*><span[^>]*>([^<]*)<\/span><\/summary>/g)].map(([, text]) => decode(text!));
}

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

interface PageData {
  "@type": string;
  mainEntity?: Array<{ "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }>;
}

function structuredData(html: string): PageData {
  const [, json] = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s) ?? [];
  return JSON.parse(json!) as PageData;
}

test("a page that answers questions tells search engines so: FAQPage with the questions it shows, in its language", () => {
  const pages = builtPages().map((page) => ({ path: page.path, shown: shownQuestions(page.html), data: structuredData(page.html) }));
  const withQuestions = pages.filter((page) => page.shown.length > 0);
  expect(withQuestions.map((page) => page.path).sort()).toEqual(["/pricing", "/ru/pricing", "/uz/pricing"]);
  for (const page of withQuestions) {
    expect(page.data["@type"], page.path).toBe("FAQPage");
    expect(
      page.data.mainEntity?.map((question) => question.name),
      page.path,
    ).toEqual(page.shown);
    for (const question of page.data.mainEntity ?? []) {
      expect(question["@type"]).toBe("Question");
      expect(question.acceptedAnswer).toEqual({ "@type": "Answer", text: expect.stringMatching(/\S/) });
    }
  }
  const others = pages.filter((page) => page.shown.length === 0);
  expect(others.filter((page) => page.data["@type"] === "FAQPage").map((page) => page.path)).toEqual([]);
});
