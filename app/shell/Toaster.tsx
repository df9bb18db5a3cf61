import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from "react";
import { CHAT_UNAVAILABLE } from "../enhance/config.ts";
import { showToast, toastStore, useToasts, type Toast, type ToastLabels } from "../lib/toast.ts";
import { toastSettings } from "#generated/toast-settings.ts";
import * as styles from "./toaster.css.ts";

const { hotkey, swipeThresholdPx } = toastSettings;

/**
 * The toast area (spec §1): one toast at a time, the hotkey (F8) moves focus here, hovering or focusing
 * pauses the clock, a swipe to the right dismisses. Rendered only in the browser, on a root of its own
 * (app/islands/toaster.tsx): toasts come from scripts, so a page without JavaScript has none. See
 * docs/decisions/301-toasts.md.
 */
export function Toaster({ labels }: { labels: ToastLabels }) {
  const toasts = useToasts();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== hotkey || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const region = regionRef.current;
      const first = region?.querySelector<HTMLElement>("[data-toast][data-state=open]");
      (first ?? region)?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // The page script's chat button tells the visitor here when the widget cannot load (app/enhance/chat.ts).
  useEffect(() => {
    const onChatUnavailable = (event: Event) => {
      if (!(event instanceof CustomEvent) || typeof event.detail !== "string") return;
      event.preventDefault();
      showToast({ title: event.detail, variant: "error" });
    };
    window.addEventListener(CHAT_UNAVAILABLE, onChatUnavailable);
    return () => window.removeEventListener(CHAT_UNAVAILABLE, onChatUnavailable);
  }, []);

  return (
    <section ref={regionRef} aria-label={`${labels.region} (${hotkey})`} tabIndex={-1} className={styles.region}>
      <ol className={styles.list}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismissLabel={labels.dismiss} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  const ref = useRef<HTMLLIElement>(null);
  const swipe = useRef<{ pointerId: number; startX: number; dx: number; captured: boolean } | null>(null);

  const setOffset = (dx: number) => ref.current?.style.setProperty("--toast-swipe", `${dx}px`);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || !toast.open) return;
    swipe.current = { pointerId: event.pointerId, startX: event.clientX, dx: 0, captured: false };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    const state = swipe.current;
    if (!state || state.pointerId !== event.pointerId) return;
    state.dx = Math.max(0, event.clientX - state.startX);
    // Capture only once it is a drag, so a plain click on the close button still lands on it.
    if (!state.captured && state.dx > 4) {
      event.currentTarget.setPointerCapture(event.pointerId);
      state.captured = true;
      toastStore.pause(toast.id);
    }
    if (state.captured) {
      ref.current?.setAttribute("data-swiping", "");
      setOffset(state.dx);
    }
  };
  const endSwipe = (event: ReactPointerEvent<HTMLLIElement>, cancelled: boolean) => {
    const state = swipe.current;
    if (!state || state.pointerId !== event.pointerId) return;
    swipe.current = null;
    ref.current?.removeAttribute("data-swiping");
    if (!cancelled && state.dx >= swipeThresholdPx) {
      ref.current?.setAttribute("data-swiped", "");
      toastStore.dismiss(toast.id);
    } else {
      setOffset(0);
    }
  };

  const urgent = toast.variant === "error";
  return (
    // The toast itself takes the swipe (pointer) and F8/Escape focus handling; its buttons stay the controls.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={ref}
      data-toast=""
      data-state={toast.open ? "open" : "closed"}
      data-variant={toast.variant}
      role={urgent ? "alert" : "status"}
      aria-live={urgent ? "assertive" : "polite"}
      aria-atomic="true"
      aria-hidden={toast.open ? undefined : true}
      tabIndex={toast.open ? 0 : -1}
      className={styles.toast}
      onPointerEnter={() => toastStore.pause(toast.id)}
      onPointerLeave={() => toastStore.resume(toast.id)}
      onFocus={() => toastStore.pause(toast.id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) toastStore.resume(toast.id);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") toastStore.dismiss(toast.id);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endSwipe(event, false)}
      onPointerCancel={(event) => endSwipe(event, true)}
    >
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description && <p className={styles.description}>{toast.description}</p>}
      </div>
      <button type="button" className={styles.close} aria-label={dismissLabel} onClick={() => toastStore.dismiss(toast.id)}>
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
    </li>
  );
}
