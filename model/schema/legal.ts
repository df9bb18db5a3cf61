import { z } from "zod";
import { routePath } from "./page.ts";
import { seo } from "./seo.ts";

/** Front matter of content/legal/*.md; the body is Markdown rendered by app/sections/Markdown. */
export const legalFrontMatter = z.strictObject({
  path: routePath,
  ...seo,
  /**
   * The date this version of the document took effect (ISO, e.g. "2026-11-26"): a legal text is dated by
   * its own change, never by the build or the visitor's day.
   */
  lastUpdated: z.iso.date(),
});

export type LegalFrontMatter = z.infer<typeof legalFrontMatter>;

/** What codegen emits for a legal page: its front matter plus the Markdown body as mdast. */
export interface LegalDocument extends LegalFrontMatter {
  body: import("mdast").Root;
}
