import { playwrightLaunchOptions } from "../support/browser.ts";
import { expect, test } from "./fixtures.ts";
import { tickConsent } from "./support/fill-forms.ts";
import { leadsFor, uniqueEmail } from "./support/leads.ts";

// Plain HTTP under a host name other than localhost is not a secure context: APIs such as
// crypto.randomUUID are missing there. The browser resolves this name to the e2e server.
const HOST = "silkway-plain-http.test";

test.use({
  launchOptions: {
    ...playwrightLaunchOptions,
    args: [...(playwrightLaunchOptions.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  },
});

test("the hydrated home form works over plain HTTP under a public host name", async ({ page, javaScriptEnabled, baseURL }) => {
  test.skip(!javaScriptEnabled, "only the browser's script depends on a secure context");
  const email = uniqueEmail("plain-http");
  await page.goto(`http://${HOST}:${new URL(baseURL!).port}/`);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  const section = page.locator("#contact");
  await section.getByLabel("Full name").fill("Nodira Yusupova");
  await section.getByLabel("Email").fill(email);
  await section.getByLabel("Message").fill("We need a quote for twelve virtual machines.");
  await tickConsent(section);
  await section.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
  await expect.poll(() => leadsFor(email).map((lead) => lead.kind)).toEqual(["home-contact"]);
});
