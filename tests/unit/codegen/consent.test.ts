import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { CONSENT_REGISTER_FILE, readConsentRegister } from "../../../codegen/consent-register.ts";
import { formatConsentRegister } from "../../../server/leads/consent-register.ts";
import { codegenIn, copyContent, editFile, positionOf, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

/** The consent a generated form module carries, read as its source text. */
const formModule = (root: string, file: string) => readFileSync(join(root, "generated/forms", file), "utf8");

describe("the consent every form asks for (content/site.yaml `consent`)", () => {
  test("a label without {policy} stops codegen at the label: the link to the policy would be missing", () => {
    const root = copyContent();
    editFile(root, "content/site.yaml", (text) => text.replace("{policy}. I can withdraw", "our policy. I can withdraw"));
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
    editFile(root, "content/site.yaml", (text) => text.replace("prepare a commercial offer", "prepare a commercial offer ({{uptime}})"));
    const { problems, warnings } = codegenIn(root);
    expect(problems).toEqual([]);
    expect(warnings).toContainEqual(expect.objectContaining({ file: "content/site.ru.yaml", path: "consent.label", code: "CG174" }));
    const russian = formModule(root, "ru/contact.ts");
    const english = /"label": "(I consent to [^"]*)"/.exec(russian)?.[1];
    expect(english).toBeDefined();
    expect(russian).toMatch(new RegExp(`shownInEnglish: readonly string\\[\\] = \\[[^\\]]*${JSON.stringify(english).slice(1, 30)}`, "s"));
  });

  test("a new edition of the policy is a new version of the consent that links to it", () => {
    const root = copyContent();
    codegenIn(root);
    const version = () =>
      /export const consent: FormConsent = [\s\S]*?"version": "([0-9a-f]{16})"/.exec(formModule(root, "contact.ts"))?.[1];
    const before = version();
    editFile(root, "content/legal/privacy-policy.md", (text) => text.replace(/lastUpdated: "[\d-]+"/, 'lastUpdated: "2027-01-15"'));
    codegenIn(root);
    expect(version()).not.toBe(before);
  });
});

describe("the register of every consent text published (content/consent-register.yaml)", () => {
  const today = new Date("2027-02-03T10:00:00Z");

  test("after a label changes the register holds both texts, the old one in force until that day, and prints both whole", () => {
    const root = copyContent();
    codegenIn(root, { today });
    const russian = () => readConsentRegister(root).versions.filter((entry) => entry.locale === "ru");
    const [current, ...newer] = russian().filter((entry) => entry.until === undefined);
    expect(newer).toEqual([]);

    editFile(root, "content/site.ru.yaml", (text) => text.replace("Согласие можно отозвать в любой момент", "Согласие можно отозвать"));
    expect(codegenIn(root, { today }).problems).toEqual([]);
    const after = russian();
    expect(after.slice(0, -1)).toContainEqual({ ...current, until: "2027-02-03" });
    const added = after.at(-1)!;
    expect(added).toMatchObject({ from: "2027-02-03", label: expect.stringContaining("Согласие можно отозвать, написав") });
    expect(added.until).toBeUndefined();
    expect(added.version).not.toBe(current!.version);
    // The build knows both: a tab opened before the change still posts a text the site published.
    const generated = readFileSync(join(root, "generated/consent-register.ts"), "utf8");
    expect(generated).toContain(current!.version);
    expect(generated).toContain(added.version);

    const printed = formatConsentRegister(readConsentRegister(root).versions);
    for (const entry of [current!, added]) {
      expect(printed).toContain(`Version ${entry.version} · Russian (ru)`);
      expect(printed).toContain(entry.label.replace("{policy}", entry.policy.label));
    }
    expect(printed).toContain(`In force: from ${current!.from} until 2027-02-03`);
    expect(printed).toContain("In force: from 2027-02-03 to this day");
  });

  test("a published entry altered by hand stops codegen at that entry", () => {
    const root = copyContent();
    codegenIn(root, { today });
    editFile(root, CONSENT_REGISTER_FILE, (text) => text.replace("withdraw my consent at any time", "withdraw my consent at no time"));
    const { line } = positionOf(root, CONSENT_REGISTER_FILE, "withdraw my consent at no time");
    const problems = codegenIn(root, { today }).problems;
    expect(problems).toEqual([
      expect.objectContaining({ file: CONSENT_REGISTER_FILE, code: "CG210", path: expect.stringMatching(/^versions\.\d+\.version$/) }),
    ]);
    // The version line of the entry whose text was changed, just above that text.
    expect(problems[0]!.line).toBeLessThan(line);
    expect(problems[0]!.line).toBeGreaterThan(line - 4);
  });
});
