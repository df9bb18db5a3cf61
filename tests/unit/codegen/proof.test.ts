import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { formatProblem, type Problem } from "../../../codegen/problems.ts";
import { codegenIn, copyFixture, editFile, headline, positionOf, withCertificate } from "./fixture.ts";

const today = new Date("2026-11-26T10:00:00Z");
const lines = (code: string, problems: readonly Problem[]) => problems.filter((problem) => problem.code === code).map(headline);

/** The fixture with two claims for one promise, each with or without a scope of its own. */
function withTwoFigures(first: string, second: string): string {
  const root = copyFixture();
  editFile(root, "content/site.yaml", (text) =>
    text.replace(
      "claims:\n",
      [
        "claims:",
        `  emailReply: { value: 4 hours, label: E-mail reply, promise: { what: first reply by e-mail${first} } }`,
        `  standardReply: { value: 2 hours, label: Standard reply, promise: { what: first reply by e-mail${second} } }`,
        "",
      ].join("\n"),
    ),
  );
  return root;
}

/** The fixture's home hero claims a certificate whose number is as given, listed on the about page. */
function withCertifiedHero(number: string): string {
  const root = withCertificate({ number, issuer: "The Fixture Authority", until: "2030-01-01", href: "/about" });
  editFile(root, "content/pages/home.yaml", (text) =>
    text.replace(
      "    title: Welcome\n",
      "    title: Welcome\n    eyebrow: Local data\n    trust: { text: Government certified, href: /about, proof: [licence] }\n",
    ),
  );
  return root;
}

const generatedHome = (root: string) => readFileSync(join(root, "generated/content/home.ts"), "utf8");

describe("a figure names what it promises, and two figures for one promise need a scope each", () => {
  test("two response times for one channel, neither scoped, are refused at the second figure", () => {
    const root = withTwoFigures("", "");
    const { line, col } = positionOf(root, "content/site.yaml", "2 hours");
    expect(lines("CG465", codegenIn(root, { today }).problems)).toEqual([
      `content/site.yaml:${line}:${col}  claims.standardReply.value  CG465 "2 hours" (standardReply) and "4 hours" (emailReply) are two figures for "first reply by e-mail"`,
    ]);
  });

  test("a scope on one figure only still leaves the other claiming every case", () => {
    expect(lines("CG465", codegenIn(withTwoFigures(", scope: without a contract", ""), { today }).problems)).toHaveLength(1);
  });

  test("each figure with a scope of its own passes", () => {
    const root = withTwoFigures(", scope: without a contract", ", scope: Standard level");
    expect(codegenIn(root, { today }).problems).toEqual([]);
  });
});

describe("a claim that rests on a certificate is printed only once its facts are supplied", () => {
  test("a pending certificate warns at the claim's proof, --strict refuses it, and the hero leaves the claim out", () => {
    const root = withCertifiedHero("PENDING licence number");
    const result = codegenIn(root, { today });
    expect(result.problems).toEqual([]);
    const { line, col } = positionOf(root, "content/pages/home.yaml", "licence]");
    expect(result.warnings.filter((warning) => warning.code === "CG466").map(formatProblem)).toEqual([
      `content/pages/home.yaml:${line}:${col}  sections.0.trust.proof.0  CG466 warning: this claim rests on "Licence for cloud services", whose facts are still pending (content/pages/about.yaml): it is not printed until they are supplied\n    hint: Supply the certificate's facts in its entry on /compliance (content/pages/compliance.yaml); until then the claim is left off the page, \`--strict\` refuses it and \`npm run readiness\` lists it.`,
    ]);
    expect(lines("CG466", codegenIn(root, { today, strict: true }).problems)).toHaveLength(1);
    codegenIn(root, { today });
    expect(generatedHome(root)).not.toContain("Government certified");
    expect(generatedHome(root)).toContain("Local data");
  });

  test("with its facts supplied the claim is printed and nothing warns", () => {
    const root = withCertifiedHero("LIC-2026-001");
    const result = codegenIn(root, { today });
    expect([...result.problems, ...result.warnings.filter((warning) => warning.code === "CG466")]).toEqual([]);
    expect(generatedHome(root)).toContain("Government certified");
  });

  test("a link to a section left out while its proof is pending is broken", () => {
    const root = withCertifiedHero("PENDING licence number");
    editFile(root, "content/pages/about.yaml", (text) =>
      text.replace(
        "  - type: compliance\n",
        "  - type: cards\n    id: licences\n    title: Licences\n    items:\n      - { id: licence, title: Licensed, proof: [licence] }\n  - type: compliance\n",
      ),
    );
    editFile(root, "content/pages/home.yaml", (text) => text.replace('href: "/about#team"', 'href: "/about#licences"'));
    expect(lines("CG141", codegenIn(root, { today }).problems)).toEqual([expect.stringContaining('broken link "/about#licences"')]);
  });

  test("a proof naming no certificate of the list is refused", () => {
    const root = withCertifiedHero("LIC-2026-001");
    editFile(root, "content/pages/home.yaml", (text) => text.replace("proof: [licence]", "proof: [licnce]"));
    expect(lines("CG467", codegenIn(root, { today }).problems)).toEqual([
      expect.stringContaining(`sections.0.trust.proof.0  CG467 "licnce" is not a certificate of the compliance list (known: licence)`),
    ]);
  });
});
