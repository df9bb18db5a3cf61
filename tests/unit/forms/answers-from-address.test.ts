import { describe, expect, test } from "vitest";
import { form as contact } from "#generated/forms/contact.ts";
import { initialValues } from "../../../app/forms/values.ts";
import { withAnswersFromAddress } from "../../../app/forms/answers-from-address.ts";
import { payloads } from "../leads/support/doors.ts";
import { validated, validInput } from "../leads/support/lead-examples.ts";

const blank = initialValues(contact.definition);
const page = "https://silkway.test/contact";

describe("a booking button's interest reaches the lead through the contact form's interest field", () => {
  test("a blank interest is answered by the address the visitor came by; a chosen one is kept", () => {
    expect(withAnswersFromAddress(contact.definition, blank, `${page}?interest=consultation`)).toMatchObject({ interest: "consultation" });
    const chosen = { ...blank, interest: "pricing" };
    expect(withAnswersFromAddress(contact.definition, chosen, `${page}?interest=consultation`)).toMatchObject({ interest: "pricing" });
  });

  test("a value that is not one of the options, or no query at all, leaves it blank", () => {
    expect(withAnswersFromAddress(contact.definition, blank, `${page}?interest=<script>`)).toMatchObject({ interest: "" });
    expect(withAnswersFromAddress(contact.definition, blank, page)).toMatchObject({ interest: "" });
    expect(withAnswersFromAddress(contact.definition, blank, "not a url")).toMatchObject({ interest: "" });
  });

  test("the CRM message names the interest on a line of its own, and leaves it out when there is none", () => {
    const lead = (interest: string) => ({
      kind: "contact" as const,
      locale: "en" as const,
      fields: validated("contact", { ...validInput.contact, interest }),
      consent: null,
      reference: null,
    });
    expect(payloads.payload(lead("consultation")).message).toBe(
      "Pricing question\n\nPlease tell me about the pricing.\n\nInterest: consultation",
    );
    expect(payloads.payload(lead("")).message).toBe("Pricing question\n\nPlease tell me about the pricing.");
  });
});
