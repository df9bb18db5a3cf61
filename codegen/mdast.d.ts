// Headings carry the anchor id that codegen assigns, so the renderer and the link check agree on it.
// A block a translation shows in English (outdated there) says so, for the page to mark it `lang="en"`.
import "mdast";

declare module "mdast" {
  interface HeadingData {
    id?: string;
  }
  interface Data {
    lang?: "en";
  }
}
