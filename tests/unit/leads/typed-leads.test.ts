import { expect, it } from "vitest";
import { leadOf, type Lead } from "../../../server/leads/kinds.ts";
import { englishConsent, validated, validInput } from "./support/lead-examples.ts";

// `tsc --noEmit` (part of npm test) checks these: were Lead.fields a loose record, the expected errors would be missing.
it("a lead's fields are its form's values: a missing field, a field of another form or a mismatched kind does not compile", () => {
  const contact = validated("contact", validInput.contact);
  const withoutOptionalFields = { firstName: "Ada", email: "ada@example.com", subject: "Pricing question", message: "Tell me more." };
  const consent = englishConsent;
  const leads: Lead[] = [
    leadOf("contact", contact, { locale: "en", consent }),
    // @ts-expect-error the contact form's output always carries phone, companyName and website
    { kind: "contact", locale: "en", fields: withoutOptionalFields, consent },
    // @ts-expect-error "organisation" is not a field of the contact form
    { kind: "contact", locale: "en", fields: { ...contact, organisation: "Engines" }, consent },
    // @ts-expect-error a startup lead carries the startup form's values, not the contact form's
    { kind: "startup", locale: "en", fields: contact, consent },
    // @ts-expect-error every lead records the consent its visitor gave
    { kind: "contact", locale: "en", fields: contact },
  ];
  // @ts-expect-error leadOf keeps the kind and its form's values together
  leadOf("migration", contact, { locale: "en", consent });
  // At run time, leadOf builds the lead the types describe.
  expect(leads[0]).toEqual({ kind: "contact", locale: "en", fields: contact, consent });
});
