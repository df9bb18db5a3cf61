import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { hostname } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, expect, test } from "vitest";
import { playwrightLaunchOptions } from "../support/browser.ts";
import { editFile } from "../unit/codegen/fixture.ts";
import { formPostOf, validInput } from "../unit/leads/support/lead-examples.ts";
import { copyProject } from "./support/project-copy.ts";
import { linesUntil } from "./support/server-lines.ts";
import { startServerProcess, type ServerProcess } from "./support/server-process.ts";

let server: ServerProcess;
// The dev server runs in a copy of the project, so a test can break its content without touching the
// repository's (other tests read it meanwhile).
let project: string;
// Posts per client per minute: the lead test below posts twice, the limit test until it is refused.
const RATE_LIMIT = 4;

// Dev is asked to listen on this machine's own name, as `DEV_HOST=devbox.local` asks for a name on the LAN.
const devHost = hostname();
// What the dev server wrote while it started: a `.env` written while it loads the app cuts that load off.
const start: string[] = [];

beforeAll(async () => {
  project = copyProject("dev-server-");
  // An English change the translations have not followed: Russian and Uzbek pages show the English cell.
  editFile(project, "content/pages/pricing.yaml", (text) =>
    text.replace("Data stays in Uzbekistan; free migration }", "Data stays in Uzbekistan; migration billed separately }"),
  );
  const store = join(project, "leads.sqlite");
  const env = join(project, ".env");
  // From codegen's first run on, while Vite loads the app, `.env` is written every 300 ms, until a load
  // was cut off by the restart it brings (or twenty times): the start must survive it.
  let writes = 0;
  let writing: NodeJS.Timeout | undefined;
  const writeEnv = () => {
    writeFileSync(env, `EXAMPLE_SETTING=${writes++}\n`);
    if (writes >= 20) clearInterval(writing);
  };
  const whileStarting = (line: string) => {
    start.push(line);
    if (line.includes("content: regenerated") && !writing) writing = setInterval(writeEnv, 300);
    if (line.includes("transport was disconnected")) clearInterval(writing);
  };
  try {
    server = await startServerProcess(
      { LEADS_DB_PATH: store, RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), DEV_HOST: devHost },
      "tools/dev.ts",
      project,
      whileStarting,
    );
  } finally {
    clearInterval(writing);
  }
}, 120_000);

afterAll(async () => {
  await server?.kill("SIGTERM");
  if (project) rmSync(project, { recursive: true, force: true });
});

test("a .env written while dev starts restarts Vite under the app's load, and dev listens all the same", () => {
  expect(start.filter((line) => line.includes("restarting server")).length).toBeGreaterThan(0);
  // The restart cut off the load of the app (or of its routes) under way, which is loaded again after it.
  expect(start.some((line) => line.includes("transport was disconnected"))).toBe(true);
  expect(server.child.exitCode).toBe(null);
});

/** A request with exactly this Host (fetch sends the URL's). */
function statusWithHost(path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(new URL(path, server.url), { headers: { host, accept: "text/html" } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on("error", reject).end();
  });
}

test("DEV_HOST given as a name: dev answers at that name and at loopback's, and still refuses every other name", async () => {
  const port = new URL(server.url).port;
  expect(server.url).toBe(`http://${devHost}:${port}`);
  expect(await statusWithHost("/about", `${devHost}:${port}`)).toBe(200);
  expect(await statusWithHost("/about", `localhost:${port}`)).toBe(200);
  for (const host of [`rebind.evil.example:${port}`, `${devHost}.evil.example:${port}`, `${devHost}:${Number(port) + 1}`, devHost])
    expect([host, await statusWithHost("/about", host)]).toEqual([host, 403]);
});

/** Resolves with the first line the server writes from now on that contains `text`: the watcher has run codegen. */
const nextLineWith = async (text: string) => (await linesUntil(server, text)).at(-1)!;

/** A page load as a browser makes it: a document request. */
function loadPage(path: string): Promise<Response> {
  return fetch(`${server.url}${path}`, { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
}

test("a content mistake saved during npm run dev shows on the page with its place, code and hint; the next good save brings the page back", async () => {
  const file = join(project, "content/pages/about.yaml");
  const good = readFileSync(file, "utf8");
  expect(good).toContain("    eyebrow: About us\n");
  // Awaited by its place: the watcher may also see the file half written, and report that first.
  const reported = nextLineWith("content/pages/about.yaml:12:15");
  writeFileSync(file, good.replace("    eyebrow: About us\n", "    eyebrow: About us\n    eyebrowe: About\n"));
  expect(await reported).toContain("CG111");

  const broken = await loadPage("/about");
  const html = await broken.text();
  expect(broken.status).toBe(500);
  expect(html).toContain("content/pages/about.yaml:12:15");
  expect(html).toContain("CG111");
  expect(html).toContain("hint: Remove the field or correct its spelling");
  // Only the broken page shows the problem; the others, Vite's own modules and the probes still answer.
  expect((await loadPage("/pricing")).status).toBe(200);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

  const fixed = nextLineWith("content: problems fixed");
  writeFileSync(file, good);
  await fixed;
  const page = await loadPage("/about");
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Building the cloud Central Asia deserves");
}, 60_000);

test("npm run dev renders pages and stores a lead from a page form and from a JSON API, as production does", async () => {
  expect((await fetch(`${server.url}/about`)).status).toBe(200);
  const api = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validInput["home-contact"]),
  });
  expect(api.status).toBe(201);
  const page = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ formId: "contact", ...formPostOf("contact") }),
  });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Your message has been sent successfully!");
}, 60_000);

test("npm run dev answers through the production pipeline: redirects, refusals, limits, headers, health", async () => {
  const canonical = await fetch(`${server.url}/ABOUT`, { redirect: "manual" });
  expect([canonical.status, canonical.headers.get("location")]).toEqual([301, "/about"]);
  expect((await fetch(`${server.url}/about`, { method: "PUT" })).status).toBe(405);

  const page = await fetch(`${server.url}/about`);
  expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
  expect(page.headers.get("x-content-type-options")).toBe("nosniff");

  const health = await fetch(`${server.url}/healthz`);
  expect([health.status, ((await health.json()) as { status: string }).status]).toEqual([200, "ok"]);

  // A form post over the body limit is refused before it is read.
  const oversize = await fetch(`${server.url}/contact/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: "formId=contact&message=" + "x".repeat(2 * 1024 * 1024),
  });
  expect(oversize.status).toBe(413);

  const statuses: number[] = [];
  for (let post = 0; post < RATE_LIMIT + 1; post++) {
    const answer = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    statuses.push(answer.status);
    await answer.arrayBuffer();
  }
  expect(statuses.at(-1)).toBe(429);
}, 60_000);

test("a .env created and removed while pages load restarts Vite; a request may fail, the process never ends", async () => {
  const env = join(project, ".env");
  let loading = true;
  const statuses: number[] = [];
  // Clients asking for pages again and again, as open tabs and a script would; 0 is a connection lost.
  const client = async (path: string) => {
    while (loading) {
      const answer = await loadPage(path).catch(() => undefined);
      statuses.push(answer?.status ?? 0);
      await answer?.arrayBuffer();
    }
  };
  const clients = ["/about", "/pricing", "/contact", "/ru/about"].map(client);
  // Each change restarts Vite while pages are rendering: their modules' transport closes under them.
  for (let round = 0; round < 6; round++) {
    const restarted = nextLineWith("server restarted");
    if (round % 2 === 0) writeFileSync(env, `EXAMPLE_SETTING=${round}\n`);
    else rmSync(env);
    await restarted;
  }
  loading = false;
  await Promise.all(clients);
  expect(server.child.exitCode).toBe(null);
  expect(statuses).not.toContain(0);
  await expect.poll(async () => (await loadPage("/about")).status, { timeout: 30_000 }).toBe(200);
}, 120_000);

// `npm run dev` marks, on Russian and Uzbek pages, each text still shown in English, so a translator sees
// on the page what codegen's warnings list; English pages and the build carry no such mark
// (tests/unit/release/unreachable-files.test.ts).
test("a Russian dev page outlines the text still shown in English, and nothing else; an English page has no marks", async () => {
  const browser = await chromium.launch(playwrightLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/ru/pricing`);
    const marked = await page
      .locator("main *")
      .evaluateAll((elements) =>
        elements.filter((element) => getComputedStyle(element).outlineStyle === "dashed").map((element) => element.textContent?.trim()),
      );
    expect(marked).toEqual(["Data stays in Uzbekistan; migration billed separately"]);
    await page.goto(`${server.url}/pricing`);
    expect(await page.locator("[data-dev-english-marks]").count()).toBe(0);
  } finally {
    await browser.close();
  }
}, 120_000);
