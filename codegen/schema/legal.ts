import { z } from "zod";
import { routePath } from "./page.ts";
import { seo } from "./seo.ts";

/** Front matter of content/legal/*.md; the body is Markdown rendered by app/sections/Markdown. */
export const legalFrontMatter = z.strictObject({
  path: routePath,
  ...seo,
  /** "today" shows the visitor's current date; otherwise an ISO date. */
  lastUpdated: z.union([z.literal("today"), z.iso.date()]).default("today"),
});

export type LegalFrontMatter = z.infer<typeof legalFrontMatter>;

/** What codegen emits for a legal page: its front matter plus the Markdown body as mdast. */
export interface LegalDocument extends LegalFrontMatter {
  body: import("mdast").Root;
}
