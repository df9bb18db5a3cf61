// `npm run typeface`: cuts the Inter files the site ships (model/typeface.ts) from the full variable
// Inter of the inter-ui package, one file per set of scripts a page is written in (decision 434). Run when
// the ranges or the typeface change; its output, app/ui/fonts/*.woff2, is committed, and
// tests/unit/font-budget.test.ts fails while it differs from what this script writes.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { TYPEFACE_FILES, typefaceFileName, type TypefaceFile } from "#model/typeface.ts";
import { cutTypeface } from "./typeface-cut.ts";

const fontsDir = join(import.meta.dirname, "../app/ui/fonts");
for (const file of Object.keys(TYPEFACE_FILES) as TypefaceFile[]) {
  const bytes = await cutTypeface(file);
  writeFileSync(join(fontsDir, typefaceFileName(file)), bytes);
  console.log(`${typefaceFileName(file)}: ${(bytes.length / 1024).toFixed(1)} KiB`);
}
