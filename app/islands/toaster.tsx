import { createRoot } from "react-dom/client";
import type { PendingToast, ToastLabels } from "../lib/pending-toast.ts";
import { showToast } from "../lib/toast.ts";
import { Toaster } from "../shell/Toaster.tsx";

let mounted = false;

/** The toast area, once per page, on a root of its own at the end of the body: toasts come only from scripts. */
export function mountToaster(doc: Document, labels: ToastLabels): void {
  if (mounted) return;
  mounted = true;
  const host = doc.createElement("div");
  doc.body.append(host);
  createRoot(host).render(<Toaster labels={labels} />);
}

/** Shows a toast a form kept for this page (app/lib/pending-toast.ts), e.g. on /thank-you. */
export function showKeptToast(doc: Document, pending: PendingToast): void {
  mountToaster(doc, pending.labels);
  showToast(pending.toast);
}
