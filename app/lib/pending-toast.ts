import type { SiteFile } from "../../codegen/schema/index.ts";
import type { ToastOptions } from "./toast.ts";

export type ToastLabels = SiteFile["toasts"]["labels"];

/** A toast to show on the next page, with the labels of the language it was made in. */
export interface PendingToast {
  toast: ToastOptions;
  labels: ToastLabels;
}

const KEY = "pending-toast";

/**
 * Keeps a toast for the page the visitor is sent to next (a form whose success is another page, such as
 * /thank-you): that page loads no form island, and its page script shows it (app/enhance/index.ts).
 */
export function keepToastForNextPage(pending: PendingToast): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode, quota): the next page simply shows no toast.
  }
}

/** The toast kept for this page, once: reading it removes it. */
export function takePendingToast(): PendingToast | undefined {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored === null) return undefined;
    sessionStorage.removeItem(KEY);
    return JSON.parse(stored) as PendingToast;
  } catch {
    return undefined;
  }
}
