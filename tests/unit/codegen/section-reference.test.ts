import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { withSectionReference } from "../../../codegen/section-reference.ts";

test("content/README.md lists every section type with its fields as the schema has them (npm run section-reference)", () => {
  const readme = readFileSync(join(import.meta.dirname, "../../../content/README.md"), "utf8");
  expect(readme).toBe(withSectionReference(readme));
  expect(readme).toContain("### `table`");
});
