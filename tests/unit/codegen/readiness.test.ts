import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { readiness } from "../../../codegen/readiness.ts";
import { copyContent, editFile, removeCopies } from "./fixture.ts";

const repo = join(import.meta.dirname, "../../..");
const run = (cwd: string, script: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(repo, script), ...args], { cwd, encoding: "utf8", env: { ...process.env, PUBLIC_SITE_URL: "" } });

/** The facts only the company can supply, filled in a copy of content/ as the company would write them. */
function withFactsSupplied(root: string): void {
  editFile(root, "content/site.yaml", (text) =>
    text
      .replace("https://silkway.cloud.example", "https://silkway.cloud")
      .replace(/silkway\.cloud\.example/g, "silkway.cloud")
      .replace(/silkway[-_]cloud[-_]example/g, "silkway-cloud")
      .replace('tin: "000000000"', 'tin: "301234567"')
      .replace('tin: "00000000000000"', 'tin: "01234567890123"')
      .replace('registryNumber: "000000"', 'registryNumber: "KG-PD-0421"')
      .replace("1 Example Street, Tashkent", "12 Amir Temur Avenue, Tashkent")
      .replace("1 Example Avenue, Bishkek", "45 Chui Avenue, Bishkek")
      .replace("chat: Chat Provider Example", "chat: Chatwoot")
      .replace("crm: CRM Provider Example", "crm: Bitrix24")
      .replace(/Data: Example country/g, "Data: Uzbekistan"),
  );
  editFile(root, "content/pages/compliance.yaml", (text) =>
    text
      .replace(/until: PENDING .*/g, "until: 2029-12-31")
      .replace(/href: PENDING .*/g, "href: /compliance")
      .replace(/(number|issuer): PENDING (.*)/g, (_, field: string, what: string) => `${field}: ${what.replace(/\W+/g, " ")} 2026`),
  );
}

afterEach(removeCopies);

describe("npm run readiness: the company's checklist of facts still pending", () => {
  test("today's content lists the TINs, the register number, the certificates, the processors and the .example contacts, and exits 1", () => {
    const { pending } = readiness(repo);
    const line = (path: string) => pending.find((fact) => fact.what.startsWith(`${path}:`));
    expect(line("legal.operators.uz.tin")).toMatchObject({ jurisdiction: "UZ", shows: expect.arrayContaining(["/privacy-policy"]) });
    expect(line("legal.operators.kg.tin")).toMatchObject({ jurisdiction: "KG" });
    expect(line("legal.operators.kg.registryNumber")).toMatchObject({ jurisdiction: "KG", shows: ["/privacy-policy"] });
    expect(line("legal.processors.crm")).toMatchObject({ jurisdiction: "both" });
    expect(line("legal.processedIn.crmData")).toBeDefined();
    expect(line("contacts.email")).toMatchObject({ shows: expect.arrayContaining(["/support", "every page (site.yaml consent)"]) });
    const licence = pending.filter(
      (fact) => fact.at.startsWith("content/pages/compliance.yaml:") && fact.what.startsWith("sections.1.items.0."),
    );
    expect(licence.map((fact) => fact.what.split(":")[0])).toEqual([
      "sections.1.items.0.number",
      "sections.1.items.0.issuer",
      "sections.1.items.0.until",
      "sections.1.items.0.href",
    ]);
    expect(licence[0]).toMatchObject({
      jurisdiction: "UZ",
      shows: expect.arrayContaining(["/compliance", "/ (claim left out until supplied)"]),
    });
    const cli = run(repo, "codegen/readiness-cli.ts");
    expect(cli.status).toBe(1);
    expect(cli.stderr).toMatch(/^content\/site\.yaml:\d+:\d+ {2}\[KG\] {2}legal\.operators\.kg\.registryNumber: /m);
    expect(cli.stderr).toContain(`readiness: ${pending.length} facts only the company can supply are still pending`);
  });

  test("a copy with every fact supplied exits 0", () => {
    const root = copyContent();
    withFactsSupplied(root);
    expect(readiness(root).pending).toEqual([]);
    const cli = run(root, "codegen/readiness-cli.ts");
    expect(cli.stdout).toContain("every fact the site states is supplied");
    expect(cli.status).toBe(0);
  });

  test("npm run build -- --production refuses while a fact is pending, before building anything", () => {
    const build = run(repo, "release/build.ts", "--production");
    expect(build.status).toBe(1);
    expect(build.stderr).toContain("build --production: refused");
    expect(build.stderr).toContain("legal.operators.uz.tin");
  });
});
