import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { codegenIn, copyContent, editFile, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

/** The consent a generated form module carries, read as its source text. */
const formModule = (root: string, file: string) => readFileSync(join(root, "generated/forms", file), "utf8");

describe("the consent every form asks for (content/site.yaml `consent`)", () => {
  test("a label without {policy} stops codegen at the label: the link to the policy would be missing", () => {
    const root = copyContent();
    editFile(root, "content/site.yaml", (text) => text.replace("on the terms of the {policy}.", "on the terms of our policy."));
    expect(codegenIn(root).problems).toEqual([
      expect.objectContaining({
        file: "content/site.yaml",
        path: "consent.label",
        message: expect.stringContaining("must contain {policy} once"),
      }),
    ]);
  });

  test("a form field named `consent` stops codegen: the consent box posts under that name", () => {
    const root = copyContent();
    editFile(root, "content/forms/contact.yaml", (text) => text.replace("- name: subject\n", "- name: consent\n"));
    for (const locale of ["ru", "uz"]) {
      editFile(root, `content/forms/contact.${locale}.yaml`, (text) => text.replace("- name: subject\n", "- name: consent\n"));
    }
    expect(codegenIn(root).problems).toContainEqual(
      expect.objectContaining({
        file: "content/forms/contact.yaml",
        path: "fields.6.name",
        message: expect.stringContaining("consent box"),
      }),
    );
  });

  test("a policy link to no page stops codegen at the link", () => {
    const root = copyContent();
    editFile(root, "content/site.yaml", (text) => text.replace("href: /privacy-policy }", "href: /privacy }"));
    expect(codegenIn(root).problems).toContainEqual(expect.objectContaining({ file: "content/site.yaml", code: "CG140" }));
  });

  test("any change of wording, in any language, is a new version; a form in each language carries its own", () => {
    const root = copyContent();
    codegenIn(root);
    const version = (file: string) =>
      /export const consent: FormConsent = [\s\S]*?"version": "([0-9a-f]{16})"/.exec(formModule(root, file))?.[1];
    const before = { en: version("contact.ts"), ru: version("ru/contact.ts"), uz: version("uz/contact.ts") };
    expect(new Set(Object.values(before)).size).toBe(3);
    // Every form of a language asks for the same consent.
    expect(version("ru/migration.ts")).toBe(before.ru);

    editFile(root, "content/site.ru.yaml", (text) => text.replace("Согласие можно отозвать в любой момент", "Согласие можно отозвать"));
    codegenIn(root);
    expect(version("ru/contact.ts")).not.toBe(before.ru);
    expect(version("contact.ts")).toBe(before.en);
    expect(version("uz/contact.ts")).toBe(before.uz);
  });

  test("a consent English changed is shown in English on the translated form, marked as English", () => {
    const root = copyContent();
    editFile(root, "content/site.yaml", (text) => text.replace("prepare an offer", "prepare an offer ({{uptime}})"));
    const { problems, warnings } = codegenIn(root);
    expect(problems).toEqual([]);
    expect(warnings).toContainEqual(expect.objectContaining({ file: "content/site.ru.yaml", path: "consent.label", code: "CG174" }));
    const russian = formModule(root, "ru/contact.ts");
    const english = /"label": "(I consent to [^"]*)"/.exec(russian)?.[1];
    expect(english).toBeDefined();
    expect(russian).toMatch(new RegExp(`shownInEnglish: readonly string\\[\\] = \\[[^\\]]*${JSON.stringify(english).slice(1, 30)}`, "s"));
  });
});
