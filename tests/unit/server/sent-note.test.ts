import { expect, test } from "vitest";
import { sentNotes, signedSentNote } from "../../../server/sent-note.ts";

const KEY = "k".repeat(64);
const note = { formId: "evaluation-business", reference: "SC-7K2M-9QXR" };
/** The cookie pair a Set-Cookie value writes, as the browser sends it back. */
const pairOf = (setCookie: string) => setCookie.split(";")[0]!;

async function notesAt(now: { ms: number }, key = KEY) {
  const notes = sentNotes(
    () => Promise.resolve(key),
    () => now.ms,
  );
  await notes.prepare();
  return notes;
}

test("a note the site issued is read back, HttpOnly and SameSite=Lax, Secure only when the post came over HTTPS", async () => {
  const notes = await notesAt({ ms: Date.parse("2026-12-01T12:00:00Z") });
  const overHttps = await notes.issue(note, true);
  expect(notes.read(`a=1; ${pairOf(overHttps)}; b=2`)).toEqual(note);
  expect(overHttps).toMatch(/; Path=\/; Max-Age=300; SameSite=Lax; HttpOnly; Secure$/);
  expect(await notes.issue({ formId: "contact" }, false)).toMatch(/HttpOnly$/);
  expect(notes.read(pairOf(await notes.issue({ formId: "contact" }, false)))).toEqual({ formId: "contact" });
});

test("a forged note shows nothing: any reference without the site's signature, a changed one, or one another key signed", async () => {
  const now = { ms: Date.parse("2026-12-01T12:00:00Z") };
  const notes = await notesAt(now);
  const issued = pairOf(await notes.issue(note, true));
  const expires = Math.floor(now.ms / 1000) + 300;
  const forged = [
    "sent-note=evaluation-business.SC-7K2M-9QXR",
    `sent-note=evaluation-business.SC-ZZZZ-ZZZZ.${expires}.${"A".repeat(22)}`,
    issued.replace("SC-7K2M-9QXR", "SC-7K2M-9QXS"),
    issued.replace(String(expires), String(expires + 3600)),
    `sent-note=${signedSentNote("another key, as long as the site's own one is", note, expires)}`,
  ];
  expect(forged.map((cookie) => notes.read(cookie))).toEqual(forged.map(() => undefined));
});

test("a stale note shows nothing: its signed expiry is past, whatever the browser kept", async () => {
  const now = { ms: Date.parse("2026-12-01T12:00:00Z") };
  const notes = await notesAt(now);
  const issued = pairOf(await notes.issue(note, true));
  now.ms += 299_000;
  expect(notes.read(issued)).toEqual(note);
  now.ms += 1_000;
  expect(notes.read(issued)).toBeUndefined();
});

test("before its key is read a process shows no note, and nothing else a client sends passes for one", async () => {
  const pending = sentNotes(() => new Promise<string>(() => {}));
  expect(pending.read(`sent-note=${signedSentNote(KEY, note, 4_000_000_000)}`)).toBeUndefined();
  const notes = await notesAt({ ms: Date.now() });
  const hostile = [
    undefined,
    "",
    "sent-note=",
    "sent-note=contact.",
    "sent-note=Contact.SC-7K2M-9QXR",
    "sent-note=contact.SC-7K2M-9QXR<script>",
    "sent-note=../contact.SC-7K2M-9QXR",
    `sent-note=${"a".repeat(65)}.SC-7K2M-9QXR`,
    `sent-note=contact.${"SC-7K2M-9QXR".repeat(10_000)}`,
    `${"x=1; ".repeat(20_000)}sent-note=contact.SC-7K2M-9QXR<`,
  ];
  expect(hostile.map((header) => notes.read(header))).toEqual(hostile.map(() => undefined));
});
