import { z } from "zod";
import { text } from "./common.ts";

const robots = z.string().regex(/^(index|noindex), ?(follow|nofollow)$/, 'must be like "index, follow" or "noindex, nofollow"');

/** Page metadata shared by YAML pages and Markdown front matter. */
export const seo = {
  title: text.max(70, "keep titles under 70 characters so search results show them whole"),
  description: text.max(170, "keep descriptions under 170 characters so search results show them whole"),
  keywords: z.array(text).default([]),
  robots: robots.default("index, follow"),
  structuredData: z.record(z.string(), z.unknown()).optional(),
};
