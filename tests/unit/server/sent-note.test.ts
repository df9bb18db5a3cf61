import { expect, test } from "vitest";
import { sentNoteCookie, sentNoteOf } from "#model/sent-note.ts";

test("a sent note is read back from the cookie the server wrote, and nothing else a client sends passes for one", () => {
  const written = sentNoteCookie({ formId: "evaluation-business", reference: "SC-7K2M-9QXR" }).split(";")[0]!;
  expect(sentNoteOf(`a=1; ${written}; b=2`)).toEqual({ formId: "evaluation-business", reference: "SC-7K2M-9QXR" });
  expect(sentNoteOf("sent-note=contact.")).toEqual({ formId: "contact" });
  const hostile = [
    undefined,
    "",
    "sent-note=",
    "sent-note=contact",
    "sent-note=Contact.SC-7K2M-9QXR",
    "sent-note=contact.SC-7K2M-9QXR<script>",
    "sent-note=contact.sc-7k2m-9qxr",
    "sent-note=../contact.SC-7K2M-9QXR",
    `sent-note=${"a".repeat(65)}.SC-7K2M-9QXR`,
    `sent-note=contact.${"SC-7K2M-9QXR".repeat(10_000)}`,
    `${"x=1; ".repeat(20_000)}sent-note=contact.SC-7K2M-9QXR<`,
  ];
  expect(hostile.map((header) => sentNoteOf(header))).toEqual(hostile.map(() => undefined));
});
