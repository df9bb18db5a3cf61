import { startNginx } from "../support/nginx.ts";
import { leadForms, submitForm } from "./support/fill-forms.ts";
import { expectStored, uniqueEmail } from "./support/leads.ts";
import { withOwnServer } from "./support/own-server.ts";

/**
 * The usual HTTPS deployment: Debian's nginx with the repository's deploy/nginx.conf on loopback, a
 * certificate made for the test, in front of the production server trusting it (TRUST_PROXY=127.0.0.1),
 * which sees plain HTTP and learns the visitor's scheme, host and address only from nginx's headers.
 */
const test = withOwnServer({ TRUST_PROXY: "127.0.0.1" }, startNginx);

test.use({ ignoreHTTPSErrors: true });

for (const [name, form] of Object.entries(leadForms)) {
  test(`the ${name} form sent over HTTPS through nginx stores its lead`, async ({ page, own }) => {
    const email = uniqueEmail(`proxied-${form.kind}`);
    await page.goto(`${own.url}${form.path}`);
    await form.fill(page, email);
    await submitForm(page, form);
    await expectStored(email, form.kind, own.store);
  });
}
