import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerProcess } from "../reliability/support/server-process.ts";
import { startTlsProxy } from "../support/tls-proxy.ts";
import { test as base } from "./fixtures.ts";
import { leadForms, submitForm } from "./support/fill-forms.ts";
import { expectStored, uniqueEmail } from "./support/leads.ts";

/**
 * The usual HTTPS deployment: a TLS-terminating proxy on loopback with a certificate made for the test,
 * in front of the production server with TRUST_PROXY=1, which sees only plain HTTP and its own Host.
 */
const test = base.extend<object, { proxied: { url: string; store: string } }>({
  proxied: [
    async ({}, use) => {
      const store = join(mkdtempSync(join(tmpdir(), "behind-proxy-")), "leads.sqlite");
      const server = await startServerProcess({ LEADS_DB_PATH: store, TRUST_PROXY: "1", FIRST_VISIT_RESET: "off" });
      const proxy = await startTlsProxy(server.url);
      await use({ url: proxy.url, store });
      await proxy.close();
      await server.kill("SIGTERM");
    },
    { scope: "worker" },
  ],
});

test.use({ ignoreHTTPSErrors: true });

for (const [name, form] of Object.entries(leadForms)) {
  test(`the ${name} form sent over HTTPS through the proxy stores its lead`, async ({ page, proxied }) => {
    const email = uniqueEmail(`proxied-${form.kind}`);
    await page.goto(`${proxied.url}${form.path}`);
    await form.fill(page, email);
    await submitForm(page, form);
    await expectStored(email, form.kind, proxied.store);
  });
}
