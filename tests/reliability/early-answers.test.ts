import { Agent } from "node:http";
import { expect, test } from "vitest";
import { MAX_FORM_BODY_BYTES } from "../../server/body-limit.ts";
import { DRAIN_LIMIT_BYTES } from "../../server/unread-body.ts";
import { requestWhole, sendWhole } from "../support/send-whole.ts";
import { serverOnFreshStore } from "./support/fresh-server.ts";

const fresh = serverOnFreshStore("early-answers");

const formPost = { "content-type": "application/x-www-form-urlencoded" };
// Larger than the form limit and than what the kernel buffers on loopback, just inside the drain limit.
const bigForm = `formId=migration&comments=${"a".repeat(DRAIN_LIMIT_BYTES - 1024)}`;
const overLimitForm = `formId=migration&comments=${"a".repeat(MAX_FORM_BODY_BYTES)}`;

// Each answer is given before the server reads the body. Closed over the unread rest, the connection was
// reset and a client still writing lost the answer in about one try in three; repeated, a race shows.
const TRIES = 12;

test.each([
  { answer: "405 for a method the page does not take", method: "PUT", path: "/contact", headers: formPost, body: bigForm, status: 405 },
  {
    answer: "405 for a method the JSON API does not take",
    method: "TRACE",
    path: "/api/startup",
    headers: formPost,
    body: bigForm,
    status: 405,
  },
  {
    answer: "400 for a Host that is no host name",
    method: "POST",
    path: "/contact",
    headers: { ...formPost, host: "host:99999" },
    body: bigForm,
    status: 400,
  },
  // A read has no use for a body, and the page's file answers before any of it is read.
  { answer: "page for a read that carries a body", method: "GET", path: "/contact", headers: formPost, body: bigForm, status: 200 },
  { answer: "308 to the page's one address", method: "POST", path: "/CONTACT", headers: formPost, body: bigForm, status: 308 },
  {
    answer: "413 for a form post over the limit",
    method: "POST",
    path: "/migration-request",
    headers: formPost,
    body: overLimitForm,
    status: 413,
  },
  {
    answer: "413 for a JSON API body over its limit",
    method: "POST",
    path: "/api/contact",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message: bigForm }),
    status: 413,
  },
])("a client that sends its whole body before reading gets the $answer, every time", async ({ method, path, headers, body, status }) => {
  expect(Buffer.byteLength(body)).toBeLessThanOrEqual(DRAIN_LIMIT_BYTES);
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const answered = await sendWhole(`${fresh.server.url}${path}`, method, headers, body);
    expect(answered).toBe(status);
  }
});

test("a form post from another site, sent whole, is refused on a connection that stays open", async () => {
  // The body is read and dropped before the 403, so the client may send its next request on the same
  // connection. A refusal given after React Router's request took the body used to leave that body
  // paused: the drain stalled until its bound and the connection was closed.
  const agent = new Agent({ keepAlive: true });
  const headers = { ...formPost, origin: "https://elsewhere.example" };
  const response = await requestWhole(`${fresh.server.url}/contact/`, { method: "POST", headers, body: bigForm, agent });
  agent.destroy();
  expect([response.status, response.headers.connection]).toEqual([403, "keep-alive"]);
});
