import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCodegen } from "../../../codegen/run.ts";
import { codegenOutput, copyFixture, editFile } from "./fixture.ts";

/** The fixture with the claims the site states: a figure, two prices sharing $0.12, and a plain 24/7. */
function fixtureWithClaims(): string {
  const root = copyFixture();
  editFile(root, "content/site.yaml", (text) =>
    text.replace(
      "  uptime: { value: 99.999%, label: Uptime SLA }\n",
      [
        "  uptime: { value: { number: 99.999, unit: percent }, label: Uptime SLA }",
        "  priceHourly: { value: $0.12-$0.24/hr, label: Cloud server price }",
        "  priceFrom: { value: $0.12/hr, label: Cloud servers from }",
        "  support: { value: 24/7, label: Local support }",
        "",
      ].join("\n"),
    ),
  );
  return root;
}

describe("the site text and a form quote a claim as a page does", () => {
  test("{{uptime}} in the default description becomes the figure; an unknown claim there is refused", () => {
    const root = fixtureWithClaims();
    editFile(root, "content/site.yaml", (text) =>
      text.replace("description: A fixture site for codegen tests.", "description: A fixture site with a {{uptime}} SLA."),
    );
    expect(runCodegen(root).problems).toEqual([]);
    expect(readFileSync(join(root, "app/.generated/site.ts"), "utf8")).toContain('"description": "A fixture site with a 99.999% SLA."');

    editFile(root, "content/site.yaml", (text) => text.replace("{{uptime}} SLA", "{{uptimes}} SLA"));
    expect(codegenOutput(root)).toMatchInlineSnapshot(`
      "content/site.yaml:11:16  defaults.description  CG130 unknown claim "{{uptimes}}"; claims in content/site.yaml: uptime, priceHourly, priceFrom, support
          hint: Use a key defined under \`claims\` in content/site.yaml, or add the claim there first."
    `);
  });

  test("{{uptime}} in a form's message becomes the figure, in its definition and its rules", () => {
    const root = fixtureWithClaims();
    cpSync(join(import.meta.dirname, "../../../content/forms/home-contact.yaml"), join(root, "content/forms/home-contact.yaml"));
    editFile(root, "content/forms/home-contact.yaml", (text) =>
      text.replaceAll("Please fill in all required fields", `"Our {{uptime}} SLA needs this field"`),
    );
    expect(runCodegen(root).problems).toEqual([]);
    const module = readFileSync(join(root, "app/.generated/forms/home-contact.ts"), "utf8");
    expect(module).not.toContain("{{uptime}}");
    expect(module).toContain('"message": "Our 99.999% SLA needs this field"');
    expect(module).toContain('name: z.string({ error: "Our 99.999% SLA needs this field" })');
  });
});
