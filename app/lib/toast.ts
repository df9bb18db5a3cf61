import { useSyncExternalStore } from "react";
import type { SiteFile, ToastSettings } from "#model/schema/site.ts";
import { toastSettings } from "#generated/toast-settings.ts";

type ToastVariant = "success" | "error";

/** The toast area's own labels (its region, the close button), in the page's language. */
export type ToastLabels = SiteFile["toasts"]["labels"];

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Defaults to the site's toast duration (spec: 5000 ms). */
  durationMs?: number;
}

export interface Toast extends Required<Pick<ToastOptions, "title" | "variant">> {
  id: string;
  description?: string;
  durationMs?: number;
  /** False once dismissed: the toast is leaving and is removed after the remove delay. */
  open: boolean;
}

/** The spec's lifecycle (§4): added → updated → dismissed → removed. */
export type ToastEvent = { type: "added" | "updated" | "dismissed" | "removed"; id: string };

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  now: () => Date.now(),
};

type StoreSettings = Pick<ToastSettings, "limit" | "durationMs" | "removeDelayMs">;

export interface ToastStore {
  show(options: ToastOptions): string;
  update(id: string, patch: Partial<ToastOptions>): void;
  dismiss(id?: string): void;
  remove(id: string): void;
  /** Stops the auto-dismiss clock (hover, focus, a swipe in progress); resume continues with the time left. */
  pause(id: string): void;
  resume(id: string): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  onEvent(listener: (event: ToastEvent) => void): () => void;
}

interface Clock {
  handle?: unknown;
  remainingMs: number;
  startedAt?: number;
}

/**
 * Holds the toasts and their timers, with no DOM: the Toaster renders it, unit tests drive it with fake
 * timers. At most `limit` toasts stay open; a newer toast dismisses the oldest.
 */
export function createToastStore(settings: StoreSettings, timers: Timers = realTimers): ToastStore {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: ToastEvent) => void>();
  const clocks = new Map<string, Clock>();
  const removals = new Map<string, unknown>();

  const publish = (next: readonly Toast[], events: ToastEvent[]) => {
    toasts = next;
    for (const listener of listeners) listener();
    for (const event of events) for (const listener of eventListeners) listener(event);
  };

  const stopClock = (id: string) => {
    const clock = clocks.get(id);
    if (clock?.handle !== undefined) timers.clearTimeout(clock.handle);
    clocks.delete(id);
  };

  const runClock = (id: string, clock: Clock) => {
    if (!Number.isFinite(clock.remainingMs)) return;
    clock.startedAt = timers.now();
    clock.handle = timers.setTimeout(() => store.dismiss(id), clock.remainingMs);
  };

  const startClock = (toast: Toast) => {
    stopClock(toast.id);
    const clock: Clock = { remainingMs: toast.durationMs ?? settings.durationMs };
    clocks.set(toast.id, clock);
    runClock(toast.id, clock);
  };

  const store: ToastStore = {
    show(options) {
      counter += 1;
      const id = `toast-${counter}`;
      const toast: Toast = {
        id,
        title: options.title,
        description: options.description,
        variant: options.variant ?? "success",
        durationMs: options.durationMs,
        open: true,
      };
      const open = toasts.filter((item) => item.open);
      const overflow = open.slice(0, Math.max(0, open.length - settings.limit + 1)).map((item) => item.id);
      publish([toast, ...toasts], [{ type: "added", id }]);
      startClock(toast);
      for (const old of overflow) store.dismiss(old);
      return id;
    },
    update(id, patch) {
      const current = toasts.find((toast) => toast.id === id);
      if (!current) return;
      const next: Toast = { ...current, ...definedOnly(patch) };
      publish(
        toasts.map((toast) => (toast.id === id ? next : toast)),
        [{ type: "updated", id }],
      );
      if (patch.durationMs !== undefined && next.open) startClock(next);
    },
    dismiss(id) {
      const targets = toasts.filter((toast) => toast.open && (id === undefined || toast.id === id));
      if (targets.length === 0) return;
      const ids = new Set(targets.map((toast) => toast.id));
      for (const target of ids) {
        stopClock(target);
        removals.set(
          target,
          timers.setTimeout(() => store.remove(target), settings.removeDelayMs),
        );
      }
      publish(
        toasts.map((toast) => (ids.has(toast.id) ? { ...toast, open: false } : toast)),
        [...ids].map((target) => ({ type: "dismissed", id: target })),
      );
    },
    remove(id) {
      if (!toasts.some((toast) => toast.id === id)) return;
      stopClock(id);
      const removal = removals.get(id);
      if (removal !== undefined) timers.clearTimeout(removal);
      removals.delete(id);
      publish(
        toasts.filter((toast) => toast.id !== id),
        [{ type: "removed", id }],
      );
    },
    pause(id) {
      const clock = clocks.get(id);
      if (!clock || clock.startedAt === undefined) return;
      if (clock.handle !== undefined) timers.clearTimeout(clock.handle);
      clock.remainingMs = Math.max(0, clock.remainingMs - (timers.now() - clock.startedAt));
      clock.handle = undefined;
      clock.startedAt = undefined;
    },
    resume(id) {
      const clock = clocks.get(id);
      if (!clock || clock.startedAt !== undefined) return;
      runClock(id, clock);
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
  };
  return store;
}

function definedOnly(patch: Partial<ToastOptions>): Partial<Toast> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<Toast>;
}

/** The site's one store, configured from content/site.yaml. */
export const toastStore = createToastStore(toastSettings);

/**
 * Shows a toast from anywhere (form results, the chat adapter). Only one toast is shown at a time:
 * a new one replaces the current one. Returns its id.
 */
export function showToast(options: ToastOptions): string {
  return toastStore.show(options);
}

const empty: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => empty);
}
