import { expect, test } from "vitest";
import { form as contact } from "#generated/forms/contact.ts";
import { form as migration } from "#generated/forms/migration.ts";
import { formReducer, initialFormState, type FormAction, type FormState } from "../../../app/forms/form-state.ts";
import type { FormValues } from "../../../app/forms/values.ts";

/** The form's state after each action in turn, from a blank form. */
function after(form: typeof migration | typeof contact, ...actions: FormAction[]): FormState {
  return actions.reduce((state, action) => formReducer(form, state, action), initialFormState(form, undefined));
}

const contactInfo: FormValues = {
  fullName: "Dilnoza Karimova",
  email: "dilnoza@example.uz",
  phone: "+998 90 123 45 67",
  companyName: "Aral Logistics",
  tin: "123456789",
  website: "",
  vms: [{ name: "web-01", cpu: "2", ram: "4", storage: "100", os: "Linux" }],
  comments: "",
  consent: "",
};
const vmKeys = (state: FormState) => state.slots.vms?.map((slot) => slot.key);

test("an added VM row gets a key no row had, and removing a row keeps the others' keys, so typing never moves between rows", () => {
  const values = contactInfo;
  const added = after(migration, { type: "move", intent: { type: "add", rows: "vms" }, values });
  expect(vmKeys(added)).toEqual([0, 1]);
  expect(added.values.vms).toHaveLength(2);
  const twice = formReducer(migration, added, { type: "move", intent: { type: "add", rows: "vms" }, values: added.values });
  const removed = formReducer(migration, twice, { type: "move", intent: { type: "remove", rows: "vms", index: 1 }, values: twice.values });
  expect(vmKeys(removed)).toEqual([0, 2]);
  expect(removed.values.vms).toHaveLength(2);
  const again = formReducer(migration, removed, { type: "move", intent: { type: "add", rows: "vms" }, values: removed.values });
  expect(vmKeys(again)).toEqual([0, 2, 3]);
});

test("the last VM row stays when its Remove is pressed", () => {
  const state = after(migration, { type: "move", intent: { type: "remove", rows: "vms", index: 0 }, values: contactInfo });
  expect(vmKeys(state)).toEqual([0]);
  expect(state.values.vms).toHaveLength(1);
});

test("Continue on a step with a blank required field stays there, shows the spec's message and focuses that field", () => {
  const state = after(migration, { type: "move", intent: { type: "next" }, values: { ...contactInfo, fullName: "" } });
  expect(state.step).toBe(0);
  expect(state.errors).toEqual({ fullName: "Full name is required" });
  expect(state.focus).toEqual({ id: "form-migration-fullName" });
});

test("Continue on a valid step moves on and focuses the next step's title; Back returns without a message", () => {
  const next = after(migration, { type: "move", intent: { type: "next" }, values: contactInfo });
  expect(next.step).toBe(1);
  expect(next.errors).toEqual({});
  expect(next.focus).toEqual({ id: "form-migration-step-1" });
  const back = formReducer(migration, next, { type: "move", intent: { type: "back" }, values: contactInfo });
  expect(back.step).toBe(0);
  expect(back.errors).toEqual({});
});

test("a message on screen goes once its field is fixed, and a field the visitor was not told about stays quiet", () => {
  const shown = after(contact, { type: "refuse", values: {}, errors: { firstName: "First name is required" } });
  expect(shown.errors).toEqual({ firstName: "First name is required" });
  const fixed = formReducer(contact, shown, { type: "read", values: { firstName: "Dilnoza", email: "not an address" } });
  expect(fixed.errors).toEqual({});
});

test("the browser's refusal of a wizard submission shows the step of the first wrong field and focuses it", () => {
  const state = after(migration, { type: "refuse", values: contactInfo, errors: { "vms.0.name": "VM name is required", consent: "x" } });
  expect(state.step).toBe(1);
  expect(state.focus).toEqual({ id: "form-migration-vms-0-name" });
});

test("a sent contact form shows its reference in place of the form, which starts blank on new elements, with no message left", () => {
  const typed = { ...contactInfo, firstName: "Dilnoza", message: "We need 40 VMs." };
  const sending = after(contact, { type: "read", values: typed }, { type: "send", values: typed });
  expect(sending.submitting).toBe(true);
  const sent = formReducer(contact, sending, { type: "answer", result: { formId: "contact", status: "success", reference: "SW-7Q4K-2M" } });
  expect(sent.submitting).toBe(false);
  expect(sent.sent).toEqual({ reference: "SW-7Q4K-2M" });
  expect(sent.focus).toEqual({ id: "form-contact-sent" });
  expect(sent.generation).toBe(sending.generation + 1);
  expect(sent.values).toEqual(initialFormState(contact, undefined).values);
  expect(sent.redirect).toBeNull();
});

test("Send another on a success state brings back the form, empty, on new elements, with the focus in its first field", () => {
  const sent = after(
    contact,
    { type: "send", values: contactInfo },
    { type: "answer", result: { formId: "contact", status: "success", reference: "SW-7Q4K-2M" } },
  );
  const again = formReducer(contact, sent, { type: "move", intent: { type: "reset" }, values: {} });
  expect(again.sent).toBeNull();
  expect(again.values).toEqual(initialFormState(contact, undefined).values);
  expect(again.generation).toBe(sent.generation + 1);
  expect(again.focus).toEqual({ id: "form-contact-firstName" });
});

test("the migration form's success keeps the panel and moves home after the definition's delay", () => {
  const sent = after(
    migration,
    { type: "send", values: contactInfo },
    { type: "answer", result: { formId: "migration", status: "success" } },
  );
  expect(sent.sent).toEqual({ reference: undefined });
  expect(sent.redirect).toMatchObject({ href: "/", delayMs: 2000 });
});

test("a failed send keeps everything the visitor typed and frees the buttons", () => {
  const sending = after(contact, { type: "send", values: contactInfo });
  const failed = formReducer(contact, sending, { type: "answer", result: { formId: "contact", status: "failed", values: {}, step: 0 } });
  expect(failed.submitting).toBe(false);
  expect(failed.values).toBe(contactInfo);
  expect(failed.generation).toBe(sending.generation);
});

test("Start over blanks the values and rows on new elements and returns to the first step", () => {
  const moved = after(
    migration,
    { type: "move", intent: { type: "next" }, values: contactInfo },
    { type: "move", intent: { type: "add", rows: "vms" }, values: contactInfo },
  );
  const reset = formReducer(migration, moved, { type: "move", intent: { type: "reset" }, values: contactInfo });
  expect(reset.step).toBe(0);
  expect(reset.generation).toBe(moved.generation + 1);
  expect(vmKeys(reset)).toEqual([0]);
  expect(reset.values).toEqual(initialFormState(migration, undefined).values);
});

test("a page answering a post without JavaScript opens on its step with its values and messages", () => {
  const values = { ...contactInfo, tin: "12" };
  const state = initialFormState(migration, {
    formId: "migration",
    status: "invalid",
    errors: { tin: "TIN must be at least 9 characters" },
    values,
    step: 0,
  });
  expect(state.start).toBe(values);
  expect(state.errors).toEqual({ tin: "TIN must be at least 9 characters" });
  expect(state.step).toBe(0);
  expect(state.sent).toBeNull();
});
