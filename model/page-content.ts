import type { LegalDocument, PageOf, PageFile, SectionType } from "./schema/index.ts";

/** The title and description of each tab of a page that has its own URL, by that URL. */
export type TabsMeta = Readonly<Record<string, Pick<PageFile, "title" | "description">>>;

/** What a generated page module exports (generated/content/…): its content as shown in one language. */
export interface PageContent {
  page: PageOf<SectionType>;
  /** Texts of a translated page shown in English (not translated yet, or outdated), marked `lang="en"`. */
  shownInEnglish: readonly string[];
  tabs: TabsMeta;
}

/** What a generated legal document module exports. */
export interface LegalContent {
  page: LegalDocument;
  shownInEnglish: readonly string[];
}
