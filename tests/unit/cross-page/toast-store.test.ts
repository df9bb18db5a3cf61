import { describe, expect, it } from "vitest";
import { createToastStore, type Timers, type ToastEvent } from "../../../app/lib/toast.ts";

/** Timers driven by hand: `advance` runs whatever falls due. */
function fakeTimers() {
  let now = 0;
  let next = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      next += 1;
      pending.set(next, { at: now + ms, callback });
      return next;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
    now: () => now,
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = end;
  };
  return { timers, advance };
}

const settings = { limit: 1, durationMs: 5000, removeDelayMs: 300 };

function setup() {
  const clock = fakeTimers();
  const store = createToastStore(settings, clock.timers);
  const events: ToastEvent[] = [];
  store.onEvent((event) => events.push(event));
  return { store, events, advance: clock.advance };
}

describe("toast store", () => {
  it("goes through added, updated, dismissed and removed, in that order", () => {
    const { store, events, advance } = setup();
    const id = store.show({ title: "Sending" });
    store.update(id, { title: "Sent", description: "Thanks" });
    expect(store.getSnapshot()[0]).toMatchObject({ title: "Sent", description: "Thanks", open: true, variant: "success" });
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    advance(settings.removeDelayMs);
    expect(store.getSnapshot()).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(["added", "updated", "dismissed", "removed"]);
  });

  it("dismisses a toast after the 5000 ms default, or after its own duration", () => {
    const { store, advance } = setup();
    store.show({ title: "Default" });
    advance(4999);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    advance(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    store.show({ title: "Short", durationMs: 1000 });
    advance(1000);
    expect(store.getSnapshot().find((toast) => toast.title === "Short")?.open).toBe(false);
  });

  it("keeps one toast open at a time: a new one dismisses the current one", () => {
    const { store, advance } = setup();
    const first = store.show({ title: "First" });
    const second = store.show({ title: "Second", variant: "error" });
    expect(
      store
        .getSnapshot()
        .filter((toast) => toast.open)
        .map((toast) => toast.id),
    ).toEqual([second]);
    advance(settings.removeDelayMs);
    expect(store.getSnapshot().map((toast) => toast.id)).toEqual([second]);
    expect(first).not.toBe(second);
  });

  it("pausing stops the clock and resuming continues with the time that was left", () => {
    const { store, advance } = setup();
    const id = store.show({ title: "Hover me" });
    advance(3000);
    store.pause(id);
    advance(60_000);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    store.resume(id);
    advance(1999);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    advance(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it("ignores updates and dismissals of toasts that are gone", () => {
    const { store, events, advance } = setup();
    const id = store.show({ title: "Gone" });
    store.dismiss(id);
    advance(settings.removeDelayMs);
    store.update(id, { title: "Back?" });
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(["added", "dismissed", "removed"]);
  });
});
