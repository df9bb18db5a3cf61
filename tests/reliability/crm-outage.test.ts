import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { CRM_TEST_API_KEY, serverWithCrmStandIn } from "./support/fresh-server.ts";
import { contactLead, postLead } from "./support/server-process.ts";

const fixture = serverWithCrmStandIn("outage", 120_000);

test("while the CRM is down leads wait; once it is back each arrives exactly once in the spec's shape", async () => {
  const { crm, server } = fixture;
  crm.failAlways(503);
  const leads = Array.from({ length: 5 }, (_, index) => contactLead(index, randomUUID()));
  for (const lead of leads) expect(await postLead(server.url, lead)).toBe(201);

  // The outage is over once every lead has been refused at least once.
  await crm.waitForRequests(leads.length);
  crm.recover();
  const delivered = () => crm.requests.filter((request) => request.answeredStatus === 201);
  await expect.poll(() => delivered().length, { timeout: 30_000, interval: 250 }).toBe(leads.length);

  const keys = delivered().map((request) => request.headers["idempotency-key"]);
  expect(new Set(keys).size).toBe(leads.length);
  const first = delivered().find((request) => (request.body as { name: string }).name === "Reliability 0")!;
  expect(first.headers["x-api-key"]).toBe(CRM_TEST_API_KEY);
  expect(Object.keys(first.body as object).sort()).toEqual([
    "company",
    "consentAt",
    "consentLocale",
    "consentVersion",
    "email",
    "message",
    "name",
    "pageUrl",
    "phone",
    "ref",
    "reference",
    "source",
  ]);
  expect(first.body).toMatchObject({
    name: "Reliability 0",
    email: "lead-0@reliability.example",
    company: "Acme",
    // Spec §3: a contact submission through the internal API names its source, "website" by default.
    source: "website",
  });
}, 120_000);
