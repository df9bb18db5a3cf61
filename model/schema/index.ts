import { formFile } from "./form.ts";
import { legalFrontMatter } from "./legal.ts";
import { pageFile } from "./page.ts";
import { siteFile } from "./site.ts";

/** Every kind of content file, by the name its JSON Schema is emitted under. */
export const contentKinds = {
  site: siteFile,
  page: pageFile,
  legal: legalFrontMatter,
  form: formFile,
} as const;

export type { PageFile, PageOf } from "./page.ts";
export type { SiteFile } from "./site.ts";
export type { LegalDocument } from "./legal.ts";
export type { SectionType, SectionOf } from "./sections.ts";
export type { Action, BrandImage, Image } from "./common.ts";
export type { Written } from "./figure.ts";
export type { FormFile, FormField, SingleField, RowsField, Rule } from "./form.ts";
