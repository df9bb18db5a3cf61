import { z } from "zod";
import { text } from "./common.ts";

const robots = z.string().regex(/^(index|noindex), ?(follow|nofollow)$/, 'must be like "index, follow" or "noindex, nofollow"');

/** Page metadata shared by YAML pages and Markdown front matter. */
export const seo = {
  title: text.max(70, { error: (issue) => tooLong("title", issue.input, 70) }),
  description: text.max(170, { error: (issue) => tooLong("description", issue.input, 170) }),
  keywords: z.array(text).default([]),
  robots: robots.default("index, follow"),
  structuredData: z.record(z.string(), z.unknown()).optional(),
};

/** A length message states both numbers, so an author knows how much to cut. */
function tooLong(field: string, input: unknown, limit: number): string {
  return `${field} is ${String(input).length} characters; the limit is ${limit}, so search results show it whole`;
}
