import { BROKEN_STORE_PORT } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { tickConsent } from "./support/fill-forms.ts";

// Every post reaches a server whose lead store cannot open: nothing is acknowledged that was not stored.
test.use({ baseURL: `http://127.0.0.1:${BROKEN_STORE_PORT}` });

test("when the lead cannot be stored, the visitor is told and keeps what they typed", async ({
  page,
  javaScriptEnabled,
  consoleErrors,
}) => {
  await page.goto("/contact");
  const form = page.locator("#message-form form");
  await form.getByLabel("First name").fill("Nilufar");
  await form.getByLabel("Email").fill("nilufar@e2e.example");
  await form.getByLabel("Subject").fill("Data residency");
  await form.getByLabel("Message").fill("Where exactly is our data stored?");
  await tickConsent(form);
  await form.getByRole("button", { name: "Send Message" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again later." })).toBeVisible();
  } else {
    await expect(page.getByText("Failed to send message. Please try again later.")).toBeVisible();
  }
  await expect(form.getByLabel("First name")).toHaveValue("Nilufar");
  await expect(form.getByLabel("Message")).toHaveValue("Where exactly is our data stored?");
  await expect(page.getByText("Your message has been sent successfully!")).toHaveCount(0);
  // The 503 itself is reported by the browser as a failed resource; it is what this test provokes.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("503")));
});
