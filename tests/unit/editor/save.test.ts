import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { fromEditorValues, toEditorValues, type Json, type JsonSchema } from "../../../codegen/emit/editor-shape.ts";
import { contentKinds } from "#model/schema/index.ts";
import { savedYaml, yamlValues } from "../../../tools/editor-save.ts";
import { editorPath, repositoryPath } from "../../../tools/editor-paths.ts";

/** What the editor's saves write: the file as the author wrote it, with only the edited values changed. */
const content = join(import.meta.dirname, "../../../content");
const files = [
  ...["pages", "forms"].flatMap((folder) =>
    readdirSync(join(content, folder))
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => [`${folder}/${name}`, folder === "pages" ? "page" : "form"] as const),
  ),
  ...["site.yaml", "site.ru.yaml", "site.uz.yaml"].map((name) => [name, "site"] as const),
];
const schemaOf = (kind: keyof typeof contentKinds) => z.toJSONSchema(contentKinds[kind], { io: "input" }) as JsonSchema;

test.each(files)("%s saved unchanged from the editor is the same file, byte for byte", (file, kind) => {
  const text = readFileSync(join(content, file), "utf8");
  const schema = schemaOf(kind);
  // There and back as the editor's server does it: records shown as lists of keyed entries, then records again.
  const values = fromEditorValues(schema, toEditorValues(schema, yamlValues(text)));
  expect(values).toEqual(yamlValues(text));
  expect(savedYaml(text, values)).toBe(text);
});

const page = `# yaml-language-server: $schema=../../generated/schema/page.json
path: /about
title: About us # the browser tab
keywords: [cloud, "data: local"]
sections:
  # The first screen.
  - type: hero
    title: Building the cloud
    claims: [uptime]
  - type: stats
    items:
      - { id: founded, value: "2020", label: Founded }
`;

describe("a save", () => {
  test("of a changed title and label rewrites those values alone, keeping comments, order and style", () => {
    const values = yamlValues(page) as { title: string; sections: { items?: { label: string }[] }[] };
    values.title = "About Silkway: our team, [regions]";
    values.sections[1]!.items![0]!.label = "Founded in";
    expect(savedYaml(page, values as unknown as Json)).toBe(
      page.replace("title: About us #", `title: "About Silkway: our team, [regions]" #`).replace("label: Founded }", "label: Founded in }"),
    );
  });

  test("that adds and removes entries keeps comments and key order, and writes no empty field", () => {
    const values = yamlValues(page) as Record<string, Json> & { keywords: string[]; sections: Record<string, Json>[] };
    values.keywords = ["cloud", "data: local", "sovereignty"];
    values.sections = [{ ...values.sections[0]!, eyebrow: "About", lead: "" }];
    const saved = savedYaml(page, values);
    expect(yamlValues(saved)).toEqual({ ...values, sections: [{ ...values.sections[0], lead: undefined }] });
    expect(saved).toContain("# yaml-language-server: $schema=../../generated/schema/page.json\n");
    expect(saved).toContain("title: About us # the browser tab\n");
    expect(saved).toContain("  # The first screen.\n");
    expect(saved).not.toContain("lead");
    expect(Object.keys(yamlValues(saved) as object)).toEqual(["path", "title", "keywords", "sections"]);
  });
});

test("the editor names English files as Decap's three-language layout does, and the repository's names come back", () => {
  expect(editorPath("content/pages/about.yaml")).toBe("content/pages/about.en.yaml");
  expect(editorPath("content/pages/about.ru.yaml")).toBe("content/pages/about.ru.yaml");
  expect(editorPath("content/legal/privacy-policy.md")).toBe("content/legal/privacy-policy.en.md");
  expect(repositoryPath("content/site.en.yaml")).toBe("content/site.yaml");
  expect(repositoryPath("content/forms/contact.uz.yaml")).toBe("content/forms/contact.uz.yaml");
});

test("a claim's figure is edited as its YAML in a text box and saved as a figure; a text with a placeholder stays text", () => {
  const site = schemaOf("site");
  const claims = (value: Json) => ({ claims: { uptime: { value, label: "Uptime SLA" } } });
  expect(toEditorValues(site, claims({ number: 99.999, unit: "percent" }))).toEqual({
    claims: [{ key: "uptime", value: "{ number: 99.999, unit: percent }", label: "Uptime SLA" }],
  });
  const saved = (value: string) => fromEditorValues(site, { claims: [{ key: "uptime", value, label: "Uptime SLA" }] });
  expect(saved("{ number: 99.99, unit: percent }")).toEqual(claims({ number: 99.99, unit: "percent" }));
  expect(saved("{{support}} and more")).toEqual(claims("{{support}} and more"));
});
