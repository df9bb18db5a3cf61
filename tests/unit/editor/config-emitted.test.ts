import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { editorConfig } from "../../../codegen/emit/editor-config.ts";
import { codegenIn, copyFixture } from "../codegen/fixture.ts";

test("codegen writes the editor's configuration beside the JSON Schemas, where `npm run editor` serves it from", () => {
  const root = copyFixture();
  codegenIn(root);
  expect(JSON.parse(readFileSync(join(root, "generated/editor/config.json"), "utf8"))).toEqual(editorConfig());
});
