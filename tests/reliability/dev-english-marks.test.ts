// `npm run dev` marks, on Russian and Uzbek pages, each text still shown in English, so a translator sees
// on the page what codegen's warnings list; English pages and the build carry no such mark
// (tests/unit/release/unreachable-files.test.ts).
import { rmSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, expect, test } from "vitest";
import { playwrightLaunchOptions } from "../support/browser.ts";
import { editFile } from "../unit/codegen/fixture.ts";
import { copyProject } from "./support/project-copy.ts";
import { startServerProcess, type ServerProcess } from "./support/server-process.ts";

let project: string;
let dev: ServerProcess;

beforeAll(async () => {
  project = copyProject("dev-english-marks-");
  // An English change the translations have not followed: Russian and Uzbek pages show the English cell.
  editFile(project, "content/pages/pricing.yaml", (text) =>
    text.replace("Data stays in Uzbekistan; free migration }", "Data stays in Uzbekistan; migration billed separately }"),
  );
  dev = await startServerProcess({ LEADS_DB_PATH: join(project, "leads.sqlite") }, "tools/dev.ts", project);
}, 120_000);

afterAll(async () => {
  await dev?.kill("SIGTERM");
  if (project) rmSync(project, { recursive: true, force: true });
});

test("a Russian dev page outlines the text still shown in English, and nothing else; an English page has no marks", async () => {
  const browser = await chromium.launch(playwrightLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`${dev.url}/ru/pricing`);
    const marked = await page
      .locator("main *")
      .evaluateAll((elements) =>
        elements.filter((element) => getComputedStyle(element).outlineStyle === "dashed").map((element) => element.textContent?.trim()),
      );
    expect(marked).toEqual(["Data stays in Uzbekistan; migration billed separately"]);
    await page.goto(`${dev.url}/pricing`);
    expect(await page.locator("[data-dev-english-marks]").count()).toBe(0);
  } finally {
    await browser.close();
  }
}, 120_000);
