import { afterEach, describe, expect, test } from "vitest";
import { formatProblem } from "../../../codegen/problems.ts";
import { codegenIn, copyContent, editFile, positionOf, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

/** Renames a field in a form's translations as its author does in English: they name fields (and totals) by key. */
function renameInTranslations(root: string, file: string, from: string, to: string) {
  for (const locale of ["ru", "uz"]) {
    editFile(root, file.replace(/\.yaml$/, `.${locale}.yaml`), (text) =>
      text.replace(new RegExp(`\\b(name|field): ${from}\\b`, "g"), `$1: ${to}`),
    );
  }
}

describe("the CRM mapping of a form is checked against its fields", () => {
  test("renaming a field the CRM mapping uses fails codegen at the mapping entry, not silently 'Not provided' in the CRM", () => {
    const root = copyContent();
    const file = "content/forms/contact.yaml";
    editFile(root, file, (text) => text.replace("- name: companyName\n", "- name: organisation\n"));
    renameInTranslations(root, file, "companyName", "organisation");
    const at = positionOf(root, file, `"{companyName|Not provided}"`);

    const { problems, written } = codegenIn(root);

    expect(written).toEqual([]);
    expect(problems.map(formatProblem)).toEqual([
      `${file}:${at.line}:${at.col}  crm.body.company  CG160 unknown field "companyName"; fields of this form: firstName, email, phone, organisation, website, interest, subject, message\n` +
        "    hint: Name a field defined under this form's `fields` (or its rows), or update the mapping after renaming one.",
    ]);
  });

  test("a field renamed inside a repeated group is reported at the row line that uses it", () => {
    const root = copyContent();
    const file = "content/forms/migration.yaml";
    editFile(root, file, (text) =>
      text
        .replace("      - name: storage\n", "      - name: disk\n")
        .replace("storage: 100, os: Linux }", "disk: 100, os: Linux }")
        .replace("{ field: storage,", "{ field: disk,"),
    );
    renameInTranslations(root, file, "storage", "disk");
    const at = positionOf(root, file, `"{n}. {name|Unnamed VM}`);

    expect(codegenIn(root).problems).toEqual([
      expect.objectContaining({
        file,
        ...at,
        path: "crm.rows.vms.line",
        code: "CG160",
        message: expect.stringContaining('unknown row field "storage" in "vms"'),
      }),
    ]);
  });

  test("a paragraph shown only `when` a renamed field is filled is reported at its `when`", () => {
    const root = copyContent();
    const file = "content/forms/migration.yaml";
    editFile(root, file, (text) =>
      text.replace("  - name: comments\n", "  - name: notes\n").replace("fields: [vms, comments]", "fields: [vms, notes]"),
    );
    renameInTranslations(root, file, "comments", "notes");
    const problems = codegenIn(root).problems;
    expect(problems.map((problem) => [problem.path, problem.code])).toEqual([
      ["crm.body.message.1.when", "CG160"],
      ["crm.body.message.1.text", "CG160"],
    ]);
    expect(problems[0]).toMatchObject(positionOf(root, file, "comments, text:"));
  });

  test("a default that does not fit the field's type, a rows field used as text, a broken template and an unknown value each get their own code", () => {
    const root = copyContent();
    editFile(root, "content/forms/migration.yaml", (text) =>
      text.replace("{cpu|1} vCPU", "{cpu|one} vCPU").replace('vm: "{vms}"', 'vm: "{vms|none}"').replace('tin: "{tin}"', 'tin: "{tin"'),
    );
    editFile(root, "content/forms/partnership.yaml", (text) => text.replace('ref: "{page.ref}"', 'ref: "{page.referrer}"'));
    expect(codegenIn(root).problems.map((problem) => `${problem.file} ${problem.path} ${problem.code}`)).toEqual([
      "content/forms/migration.yaml crm.rows.vms.line CG161",
      "content/forms/migration.yaml crm.body.tin CG162",
      "content/forms/migration.yaml crm.body.vm CG161",
      "content/forms/partnership.yaml crm.body.ref CG163",
    ]);
  });

  test("a form without a CRM mapping is reported as missing one", () => {
    const root = copyContent();
    editFile(root, "content/forms/startup.yaml", (text) => text.slice(0, text.indexOf("crm:")));
    expect(codegenIn(root).problems).toEqual([expect.objectContaining({ file: "content/forms/startup.yaml", path: "crm", code: "CG110" })]);
  });
});
