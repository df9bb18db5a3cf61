import { startTlsProxy } from "../support/tls-proxy.ts";
import { leadForms, submitForm } from "./support/fill-forms.ts";
import { expectStored, uniqueEmail } from "./support/leads.ts";
import { withOwnServer } from "./support/own-server.ts";

/**
 * The usual HTTPS deployment: a TLS-terminating proxy on loopback with a certificate made for the test,
 * in front of the production server trusting it (TRUST_PROXY=127.0.0.1), which sees only plain HTTP and its own Host.
 */
const test = withOwnServer({ TRUST_PROXY: "127.0.0.1" }, startTlsProxy);

test.use({ ignoreHTTPSErrors: true });

for (const [name, form] of Object.entries(leadForms)) {
  test(`the ${name} form sent over HTTPS through the proxy stores its lead`, async ({ page, own }) => {
    const email = uniqueEmail(`proxied-${form.kind}`);
    await page.goto(`${own.url}${form.path}`);
    await form.fill(page, email);
    await submitForm(page, form);
    await expectStored(email, form.kind, own.store);
  });
}
