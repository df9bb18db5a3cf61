import { useSyncExternalStore } from "react";

export type ToastVariant = "success" | "error";

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
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast from anywhere (form results, the chat adapter). Only one toast is shown at a time:
 * a new one replaces the current one. Returns its id for dismissToast.
 */
export function showToast(options: ToastOptions): string {
  counter += 1;
  const id = `toast-${counter}`;
  publish([{ id, title: options.title, description: options.description, variant: options.variant ?? "success", durationMs: options.durationMs }]);
  return id;
}

export function dismissToast(id: string): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

const empty: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => empty,
  );
}
