import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { withSectionReference } from "./section-reference.ts";

/** `npm run section-reference`: writes the fields of every section type into content/README.md. */
const file = join(process.cwd(), "content/README.md");
writeFileSync(file, withSectionReference(readFileSync(file, "utf8")));
console.log("section-reference: content/README.md written");
