import { analytics, chat, firstVisitReset, posthog } from "#generated/enhance-config.ts";
import { askAnalyticsConsent } from "./analytics-consent.ts";
import { enhanceChatButton } from "./chat.ts";
import { showChoicesFromAddress } from "./choices-from-address.ts";
import { resetOnFirstVisit } from "./first-visit.ts";
import { enhanceHeader } from "./header.ts";
import { startFormsOnDemand } from "./forms-on-demand.ts";
import { retryFailedImages } from "./images.ts";
import { prefetchOnHover } from "./prefetch.ts";

/*
 * The one script every page loads (a classic script, appended after the first paint; decisions 304, 313). The
 * HTML works without it; it adds what HTML cannot do: the first-visit reset, image fallbacks, folding the header's groups on
 * Escape or an outside click, prefetching a page when its link is hovered, choosing in a form what the page's
 * address names (`?interest=`), starting a page's form island
 * when its form is needed, the chat widget and analytics when they were configured at build time.
 * posthog-js loads only after the visitor allowed it (decision 384) and the chat widget on first use, so
 * before any interaction a page runs this file alone. A site built without either carries none of its code
 * here: each setting is a constant of its own, and a null one drops its branch and module (decision 502).
 */
// Started first, so its stores are cleared before anything of ours writes to them (spec §1, decision 316).
const pageStays = firstVisitReset ? resetOnFirstVisit(window, firstVisitReset.storageKey) : Promise.resolve(true);
retryFailedImages(document);
// Before the form island can start, so it starts from the choice the visitor's link named.
showChoicesFromAddress(document, location.href);
startFormsOnDemand(document);
enhanceHeader(document);
prefetchOnHover(document);
if (chat) enhanceChatButton(document, chat);
// Analytics only after the visitor's "yes"; the banner that asks waits until the reset has decided the page stays.
if (posthog) askAnalyticsConsent(document, posthog, analytics, pageStays);
// `npm run dev` only: the tab reloads when a content save changed its page. Gone from every build.
if (import.meta.env.DEV) void import("./follow-saves.ts").then(({ followSaves }) => followSaves(window));
