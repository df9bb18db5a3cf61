import { z } from "zod";
import type { Written } from "./figure.ts";
import { section, type SectionOf, type SectionType } from "./sections.ts";
import { seo } from "./seo.ts";

export const routePath = z
  .string()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'must be a lowercase path such as "/" or "/solutions/security"');

/** content/pages/*.yaml: one file per route. */
export const pageFile = z.strictObject({
  path: routePath,
  /** Further paths that show the same page, e.g. /blog for the under-construction page. */
  aliases: z.array(routePath).default([]),
  ...seo,
  sections: z
    .array(section)
    .min(1, "a page needs at least one section")
    .superRefine((sections, context) => {
      sections.forEach((candidate, index) => {
        if (candidate.type !== "form" || !candidate.beside) return;
        const target = sections.find((other) => other.id === candidate.beside);
        if (target?.type !== "cards")
          context.addIssue({
            code: "custom",
            path: [index, "beside"],
            message: `must be the id of a cards section of this page; "${candidate.beside}" is ${target ? `a ${target.type} section` : "none"}`,
          });
      });
    }),
});

export type PageFile = z.infer<typeof pageFile>;

/** A page narrowed to the section kinds it uses, as codegen emits it; its route renders only those. */
export type PageOf<Type extends SectionType> = Written<Omit<PageFile, "sections">> & { sections: SectionOf<Type>[] };
