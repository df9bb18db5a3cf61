import { isPlaceholderWarning } from "../../../codegen/checks/check-placeholders.ts";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { pageStarter } from "../../../codegen/page-starter.ts";
import { formatProblem } from "../../../codegen/problems.ts";
import { codegenIn, copyContent, removeCopies } from "./fixture.ts";

afterEach(removeCopies);

const newPage = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(import.meta.dirname, "../../../codegen/new-page.ts"), ...args], { cwd: root, encoding: "utf8" });

// Copying the content and generating the whole site takes seconds on an idle host and can take over 30 on a busy one.
const WHOLE_CODEGEN_TIMEOUT = 120_000;

test(
  "npm run new-page writes the page in three languages, and codegen builds it at once, in English until translated",
  { timeout: WHOLE_CODEGEN_TIMEOUT },
  () => {
    const root = copyContent();
    const run = newPage(root, "/trust-center", "Trust Center");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("- { label: Trust Center, href: /trust-center }");
    for (const file of ["trust-center.yaml", "trust-center.ru.yaml", "trust-center.uz.yaml"]) {
      expect(readFileSync(join(root, "content/pages", file), "utf8")).toMatch(/^# yaml-language-server: \$schema=/);
    }

    const result = codegenIn(root);
    expect(result.problems.map(formatProblem)).toEqual([]);
    const manifest = readFileSync(join(root, "generated/manifest.ts"), "utf8");
    for (const path of ["/trust-center", "/ru/trust-center", "/uz/trust-center"]) expect(manifest).toContain(`"path": "${path}"`);
    // Each text of a fresh translation is a warning at its place, and the page shows English there.
    // The site's placeholder addresses and facts (CG133, CG135, CG136) warn whatever the page; the new page adds only these.
    const pageWarnings = result.warnings.filter((warning) => !isPlaceholderWarning(warning));
    expect(pageWarnings.map((warning) => `${warning.file} ${warning.path} ${warning.code}`)).toEqual([
      "content/pages/trust-center.ru.yaml description CG170",
      "content/pages/trust-center.ru.yaml title CG170",
      "content/pages/trust-center.ru.yaml sections.0.title CG170",
      "content/pages/trust-center.uz.yaml description CG170",
      "content/pages/trust-center.uz.yaml title CG170",
      "content/pages/trust-center.uz.yaml sections.0.title CG170",
    ]);
  },
);

test("a path or a file that exists is refused, and nothing is written", () => {
  const root = copyContent();
  const before = readdirSync(join(root, "content/pages")).sort();

  const takenPath = newPage(root, "/solutions/security", "Security");
  expect(takenPath.status).toBe(1);
  expect(takenPath.stderr).toBe("new-page: /solutions/security is already the path of content/pages/security.yaml; nothing was written.\n");

  const takenFile = newPage(root, "/security", "Security");
  expect(takenFile.status).toBe(1);
  expect(takenFile.stderr).toContain("content/pages/security.yaml already exists (the page /solutions/security)");

  expect(readdirSync(join(root, "content/pages")).sort()).toEqual(before);
  expect(existsSync(join(root, "content/pages/security-page.yaml"))).toBe(false);
});

test("a new page's path is checked before anything is written: lowercase, not the home page, not a language's or the site's own", () => {
  const refusal = (path: string) => {
    const starter = pageStarter({ path, title: "Security", siteName: "Silkway Cloud" });
    return "error" in starter ? starter.error : "accepted";
  };
  expect(refusal("/Security Page")).toBe(
    '"/Security Page" is not a new page\'s path: must be a lowercase path such as "/" or "/solutions/security"',
  );
  expect(refusal("/")).toBe('"/" is not a new page\'s path: the home page exists');
  expect(refusal("/ru/security")).toBe('"/ru/security" is taken by the site itself (paths under /ru/ are not pages)');
  expect(refusal("/api/security")).toBe('"/api/security" is taken by the site itself (paths under /api/ are not pages)');
  expect(refusal("/trust/security")).toBe("accepted");
});
