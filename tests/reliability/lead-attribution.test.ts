import { request } from "node:http";
import { describe, expect, test } from "vitest";
import type { CrmPayloads } from "../../server/leads/crm-payload.ts";
import { validInput } from "../unit/leads/support/lead-examples.ts";
import { serverWithCrmStandIn } from "./support/fresh-server.ts";

/*
 * Where a lead came from (the caller's source, the page and its query, the visitor's language) reaches the
 * CRM through a real server and outbox; a page of another site never does, whatever Host a client sends.
 */

type CrmBody = ReturnType<CrmPayloads["payload"]>;

const fixture = serverWithCrmStandIn("attribution");

/** The body the CRM received for the lead with this e-mail address, once the outbox has sent it. */
async function crmBodyFor(email: string): Promise<CrmBody> {
  for (let count = 1; ; count += 1) {
    await fixture.crm.waitForRequests(count);
    const found = fixture.crm.requests.find((received) => (received.body as CrmBody).email === email);
    if (found) return found.body as CrmBody;
  }
}

type Answer = { status: number; text: string };

/** A request exactly as written, Host header included (fetch would set its own). */
function send(method: string, path: string, body: string, headers: Record<string, string>): Promise<Answer> {
  const { hostname, port } = new URL(fixture.server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, method, path, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } },
      (res) => {
        let text = "";
        res
          .setEncoding("utf8")
          .on("data", (chunk: string) => (text += chunk))
          .on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const postJson = (path: string, body: object, headers: Record<string, string> = {}) =>
  send("POST", path, JSON.stringify(body), { "content-type": "application/json", ...headers });

describe("a Host header naming another site", () => {
  const phish = "http://evil.example/login-phish";

  test("does not put that site's page into the CRM through the JSON API", async () => {
    const email = "host-api@attribution.example";
    const answer = await postJson("/api/contact", { ...validInput["home-contact"], email, pageUrl: phish }, { host: "evil.example" });
    expect(answer.status).toBe(201);
    expect(await crmBodyFor(email)).toMatchObject({ email, pageUrl: "" });
  });

  test("does not put that site's page into the CRM through a page's form", async () => {
    const email = "host-form@attribution.example";
    const body = new URLSearchParams({ formId: "home-contact", ...validInput["home-contact"], email }).toString();
    const answer = await send("POST", "/", body, {
      "content-type": "application/x-www-form-urlencoded",
      host: "evil.example",
      referer: phish,
    });
    expect(answer.status).toBe(200);
    expect(await crmBodyFor(email)).toMatchObject({ email, pageUrl: "" });
  });
});
