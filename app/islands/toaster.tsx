import { createRoot } from "react-dom/client";
import type { ToastLabels } from "../lib/toast.ts";
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
