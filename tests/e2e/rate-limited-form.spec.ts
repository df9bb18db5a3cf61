import { acknowledgeStatus, expect } from "./fixtures.ts";
import { contactForm, leadForms, submitForm } from "./support/fill-forms.ts";
import { expectStored, leadsFor, uniqueEmail } from "./support/leads.ts";
import { withOwnServer } from "./support/own-server.ts";

// One form post a minute per client: the second one is over the limit.
const test = withOwnServer({ RATE_LIMIT_PER_MINUTE: "1" });
const form = leadForms["contact page"];

test("a form post over the rate limit is answered before it is read, with a readable message; the live form keeps every value", async ({
  page,
  own,
  consoleErrors,
  javaScriptEnabled,
}) => {
  const first = uniqueEmail("limited-first");
  await page.goto(`${own.url}${form.path}`);
  await form.fill(page, first);
  await submitForm(page, form);
  await expectStored(first, form.kind, own.store);

  const second = uniqueEmail("limited-second");
  await page.goto(`${own.url}${form.path}`);
  await form.fill(page, second);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await submitForm(page, form);
  expect((await answer).status()).toBe(429);
  await expect(
    page.getByRole("alert").filter({ hasText: "You have sent many requests in a short time. Please wait a minute and try again." }).first(),
  ).toBeVisible();
  // The live form never lost them. Without JavaScript the answer, given before the post was read, is
  // the page with its message and an empty form: the browser's Back holds what was typed (decision 391).
  if (javaScriptEnabled) {
    await expect(contactForm(page).getByLabel("Email")).toHaveValue(second);
    await expect(contactForm(page).getByLabel("Message")).toHaveValue("Please call me about a private cloud for our bank.");
  }
  expect(leadsFor(second, own.store)).toEqual([]);
  acknowledgeStatus(consoleErrors, 429);
});
