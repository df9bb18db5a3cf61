// `npm run editor` as an author meets it: the editor generated from the content schemas opens in a real
// browser beside `npm run dev`, and what is saved in it is on the pages once codegen has run, with the
// YAML still as the author wrote it; a translator sees there what awaits review and accepts it.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parse } from "yaml";
import { playwrightLaunchOptions } from "../support/browser.ts";
import { editFile } from "../unit/codegen/fixture.ts";
import { copyProject } from "./support/project-copy.ts";
import { linesUntil } from "./support/server-lines.ts";
import { startServerProcess, type ServerProcess } from "./support/server-process.ts";

let editor: ServerProcess;
let site: string;
// A copy of the project: the editor writes its content/.
let project: string;
let browser: Browser | undefined;

// An English text of /pricing changed, and its Russian updated since: a translation awaiting review.
const OLD_NOTES = "Data stays in Uzbekistan; free migration";
const NEW_NOTES = "Data stays in Uzbekistan; migration billed separately";
const UPDATED_NOTES = "Данные остаются в Узбекистане; миграция оплачивается отдельно";

beforeAll(async () => {
  project = copyProject("editor-");
  editFile(project, "content/pages/pricing.yaml", (text) => text.replace(`notes: ${OLD_NOTES} }`, `notes: ${NEW_NOTES} }`));
  editFile(project, "content/pages/pricing.ru.yaml", (text) =>
    text.replace("Данные остаются в Узбекистане; бесплатная миграция", UPDATED_NOTES),
  );
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

test("a translation updated after its English shows in the editor's review panel, a page elsewhere cannot accept it, and Accept records it as the command does", async () => {
  const page = await browser!.newPage();
  const panel = page.locator("#awaiting-review");
  const summary = () => panel.locator("summary").textContent();
  const NOTES = "content/pages/pricing.ru.yaml#sections.1.rows.0.notes";
  const TITLE = "content/pages/pricing.ru.yaml#title";
  // The editor reads content/ anew for each answer: on a loaded machine that takes seconds.
  const eventually = { timeout: 30_000 };
  // The owner rewords /pricing's English title; the translator then updates its Russian title in the editor.
  editFile(project, "content/pages/pricing.yaml", (text) => text.replace(/^title: .*$/m, "title: Cloud Prices Compared — Silkway Cloud"));
  await openEntry(page, "pages/entries/pricing");
  await expect.poll(summary, eventually).toBe("Awaiting review: 1 in this entry, 1 in all files");
  const notes = panel.locator("li", { hasText: NOTES });
  expect(await notes.locator("dt").allTextContents()).toEqual(["English before", "English now", "Russian"]);
  expect(await notes.locator("dd").allTextContents()).toEqual([OLD_NOTES, NEW_NOTES, UPDATED_NOTES]);
  expect(await notes.getByRole("button", { name: "Accept" }).isVisible()).toBe(true);

  // The translator's save in the editor puts the text on the list: the title's Russian changed after its English.
  await page.locator('input[value="Сравнение цен на облако — Silkway Cloud"]').fill("Сравнение цен облаков — Silkway Cloud");
  await publish(page);
  await expect.poll(summary, eventually).toBe("Awaiting review: 2 in this entry, 2 in all files");
  expect(await panel.locator("li", { hasText: TITLE }).locator("dd").allTextContents()).toEqual([
    "Cloud Pricing Comparison — Silkway Cloud",
    "Cloud Prices Compared — Silkway Cloud",
    "Сравнение цен облаков — Silkway Cloud",
  ]);

  // Another entry has none of its own; every file's on request.
  await page.goto(`${editor.url}/#/collections/pages/entries/about`);
  await expect.poll(summary, eventually).toBe("Awaiting review: 0 in this entry, 2 in all files");
  expect(await panel.locator("li").count()).toBe(0);
  await panel.getByLabel("all files").check();
  expect(await panel.locator("li > p").allTextContents()).toEqual([TITLE, NOTES]);

  // A page on another origin the owner has open sends the accept as a page can without asking first (text/plain)
  // or with JSON (the editor grants no preflight): neither is taken.
  const lock = join(project, "content/translations.lock.yaml");
  const lockBefore = readFileSync(lock, "utf8");
  const elsewhere = createServer((_request, response) => response.end("<!doctype html><title>elsewhere</title>"));
  await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
  try {
    const foreign = await browser!.newPage();
    await foreign.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`);
    const attempts = await foreign.evaluate(
      async ({ url, text }) => {
        const body = JSON.stringify({ action: "accept", params: { text } });
        const simple = await fetch(url, { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body }).then(
          (response) => response.type,
          (error: unknown) => String(error),
        );
        const json = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body }).then(
          (response) => String(response.status),
          (error: unknown) => String(error),
        );
        return { simple, json };
      },
      { url: `${editor.url}/api/review`, text: NOTES },
    );
    // The simple request reached the editor (an opaque answer) and was refused; the JSON one never left the browser.
    expect(attempts).toEqual({ simple: "opaque", json: expect.stringContaining("Failed to fetch") });
    await foreign.close();
  } finally {
    elsewhere.close();
  }
  expect(readFileSync(lock, "utf8")).toBe(lockBefore);

  await panel.locator("li", { hasText: NOTES }).getByRole("button", { name: "Accept" }).click();
  await expect.poll(() => panel.getByRole("status").textContent(), eventually).toBe(`Accepted: ${NOTES}`);
  expect(await panel.locator("li > p").allTextContents()).toEqual([TITLE]);
  expect(await summary()).toBe("Awaiting review: 0 in this entry, 1 in all files");
  // The lock the panel wrote is the one `npm run translations -- accept` writes for that text.
  const accepted = readFileSync(lock, "utf8");
  const entries = parse(accepted) as Record<string, Record<string, unknown>>;
  expect(entries["content/pages/pricing.ru.yaml"]?.["sections.id=comparison.rows.id=silkway-cloud.notes"]).toEqual([
    NEW_NOTES,
    UPDATED_NOTES,
  ]);
  writeFileSync(lock, lockBefore);
  execFileSync(process.execPath, ["codegen/translations.ts", "accept", NOTES], { cwd: project, stdio: "pipe" });
  expect(readFileSync(lock, "utf8")).toBe(accepted);
  await page.close();
}, 180_000);
