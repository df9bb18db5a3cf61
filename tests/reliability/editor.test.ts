// `npm run editor` as an author meets it: the editor generated from the content schemas opens in a real
// browser beside `npm run dev`, and what is saved in it is on the pages once codegen has run, with the
// YAML still as the author wrote it.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, expect, test } from "vitest";
import { playwrightLaunchOptions } from "../support/browser.ts";
import { copyProject } from "./support/project-copy.ts";
import { linesUntil } from "./support/server-lines.ts";
import { startServerProcess, type ServerProcess } from "./support/server-process.ts";

let editor: ServerProcess;
let site: string;
// A copy of the project: the editor writes its content/.
let project: string;
let browser: Browser | undefined;

beforeAll(async () => {
  project = copyProject("editor-");
  editor = await startServerProcess({ EDITOR_PORT: "0", LEADS_DB_PATH: join(project, "leads.sqlite") }, "tools/editor.ts", project);
  const listening = editor.output.find((line) => line.includes('"mode":"development"'));
  const line = listening ?? (await linesUntil(editor, '"mode":"development"')).at(-1)!;
  site = (JSON.parse(line) as { url: string }).url;
  browser = await chromium.launch(playwrightLaunchOptions);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await editor?.kill("SIGTERM");
  if (project) rmSync(project, { recursive: true, force: true });
});

const file = (path: string) => readFileSync(join(project, "content", path), "utf8");
const original = (path: string) => readFileSync(join(import.meta.dirname, "../../content", path), "utf8");

async function openEntry(page: Page, entry: string): Promise<void> {
  await page.goto(editor.url);
  // The local backend has no accounts: Decap still asks for the click.
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`${editor.url}/#/collections/${entry}`);
}

/** Publishes the open entry and resolves once the dev server has run codegen on the save. */
async function publish(page: Page): Promise<void> {
  const regenerated = linesUntil(editor, "content: regenerated");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await regenerated;
}

async function html(path: string): Promise<string> {
  return (await fetch(`${site}${path}`, { headers: { accept: "text/html" } })).text();
}

test("a page's title edited in the editor is the page's title once saved, and only that line of its YAML changed", async () => {
  const page = await browser!.newPage();
  await openEntry(page, "pages/entries/about");
  // The English column comes first; the Russian and Uzbek files sit beside it.
  await page.getByLabel("Title", { exact: true }).first().fill("About Silkway Cloud: people, regions");
  await expect.poll(() => page.locator('input[value="О Silkway Cloud — миссия, команда и регионы"]').isVisible()).toBe(true);
  await publish(page);
  expect(/<title>([^<]*)<\/title>/.exec(await html("/about"))?.[1]).toBe("About Silkway Cloud: people, regions");
  expect(file("pages/about.yaml")).toBe(
    original("pages/about.yaml").replace(/^title: .*$/m, 'title: "About Silkway Cloud: people, regions"'),
  );
  expect(file("pages/about.ru.yaml")).toBe(original("pages/about.ru.yaml"));
  await page.close();
}, 180_000);

test("a form field's label edited in the editor is the label on the form's page once saved", async () => {
  const page = await browser!.newPage();
  await openEntry(page, "forms/entries/contact");
  const label = page.locator('input[value="First name"]').first();
  // The fields of a form are folded under their name and label: open the first one in the English column.
  const firstField = page.getByText("firstName: First name", { exact: true }).first();
  await firstField.locator("xpath=preceding-sibling::div[1]//button").first().click();
  await label.fill("Given name");
  await publish(page);
  expect(await html("/contact")).toContain(">Given name<");
  expect(file("forms/contact.yaml")).toBe(original("forms/contact.yaml").replace("label: First name", "label: Given name"));
  expect(file("forms/contact.yaml")).toMatch(/^# yaml-language-server: \$schema=/);
  await page.close();
}, 180_000);
