import { describe, expect, test } from "vitest";
import { form as homeContact } from "#generated/forms/home-contact.ts";
import { form as migration } from "#generated/forms/migration.ts";
import { firstProblem } from "../../../app/forms/first-problem.ts";
import { validateValues } from "#model/form-module.ts";
import { recheckShown } from "../../../app/forms/validate.ts";
import { asRead, messagesAsRead } from "../../support/as-read.ts";

const home = { name: "Aziz", phone: "", email: "aziz@example.com", company: "", message: "We need forty vCPUs in Tashkent." };
const errorsOf = (values: Record<string, unknown>) => {
  const check = validateValues(homeContact.schema, values);
  return check.ok ? {} : check.errors;
};

describe("the home form's error toast", () => {
  test("names a too short message when every field is filled", () => {
    expect(asRead(firstProblem(homeContact.definition, errorsOf({ ...home, message: "Too short" })) ?? "")).toBe(
      "Message must be at least 10 characters long",
    );
  });

  test("names a malformed e-mail address", () => {
    expect(firstProblem(homeContact.definition, errorsOf({ ...home, email: "aziz-at-example" }))).toBe("Invalid email address");
  });

  test("asks for the required fields first when one is missing, even after another problem", () => {
    expect(firstProblem(homeContact.definition, errorsOf({ ...home, email: "aziz-at-example", message: "" }))).toBe(
      "Please fill in all required fields",
    );
  });

  test("knows a missing field inside a VM row", () => {
    const errors = { tin: "TIN must be at least 9 characters", "vms.1.name": "VM name is required" };
    expect(firstProblem(migration.definition, errors)).toBe("VM name is required");
  });
});

describe("messages already shown follow the values", () => {
  test("a fixed field loses its message, a still-wrong one shows its current problem, a new one stays quiet", () => {
    const shown = { name: "Please fill in all required fields", message: "Please fill in all required fields" };
    const next = recheckShown(homeContact.schema, { ...home, message: "Too short", email: "not-an-email" }, shown);
    expect(messagesAsRead(next)).toEqual({ message: "Message must be at least 10 characters long" });
  });

  test("a comment cut back under 1000 characters clears its message", () => {
    const values = (comments: string) => ({
      fullName: "Timur",
      email: "t@example.com",
      phone: "+998901234567",
      companyName: "Acme",
      tin: "123456789",
      website: "",
      vms: [{ name: "web-01", cpu: "2", ram: "4", storage: "100", os: "Linux" }],
      comments,
    });
    const shown = recheckShown(migration.schema, values("x".repeat(1001)), { comments: "stale" });
    expect(messagesAsRead(shown)).toEqual({ comments: "Comments cannot exceed 1000 characters" });
    expect(recheckShown(migration.schema, values("x".repeat(1000)), shown)).toEqual({});
  });
});
