// Headings carry the anchor id that codegen assigns, so the renderer and the link check agree on it.
import "mdast";

declare module "mdast" {
  interface HeadingData {
    id?: string;
  }
}
