import { acceptTranslations } from "../codegen/accept-translations.ts";
import { checkTranslations } from "../codegen/checks/check-translations.ts";
import { createLoadCache, loadContent, type Content } from "../codegen/load.ts";
import type { AwaitingReview } from "../codegen/translation-lock.ts";
import { EditorRefusal } from "./editor-refusal.ts";

/** Where the editor's review panel asks, guarded as Decap's backend calls are (decision 441). */
export const REVIEW_API = "/api/review";

/** The editor's load of content/, kept between calls: a file not saved since is not parsed again. */
const loads = createLoadCache();

function currentContent(root: string): Content {
  const { content, problems } = loadContent(root, loads);
  if (content) return content;
  const first = problems.find((problem) => problem.severity !== "warning") ?? problems[0];
  throw new EditorRefusal(
    `content/ has problems, so what awaits review is not known until they are fixed${first ? ` (${first.file}:${first.line}:${first.col} ${first.code})` : ""}`,
  );
}

/** What the panel shows: every translation awaiting review, as codegen's CG186 warning finds it. */
interface ReviewList {
  awaiting: AwaitingReview[];
  /** What an accept told, as the command prints it. */
  accepted?: string[];
}

/**
 * The review panel's calls: `list`, the translations updated after their English changed (the very list
 * codegen warns CG186 about), and `accept` of one of them by its `file#path`, the accept of
 * `npm run translations -- accept` (decision 483). Only a text awaiting review is accepted here.
 */
export function reviewAction(root: string, action: string, params: Record<string, unknown>): ReviewList {
  const content = currentContent(root);
  const awaiting = checkTranslations(content).awaitingReview;
  if (action === "list") return { awaiting };
  if (action !== "accept") throw new EditorRefusal(`the review panel lists and accepts; it does not ${action}`);
  const text = String(params.text ?? "");
  if (!awaiting.some(({ file, path }) => `${file}#${path}` === text)) {
    throw new EditorRefusal(`no translation awaits review at ${text}: the list may be out of date, reload it`);
  }
  const acceptance = acceptTranslations(root, content, [text]);
  if (!acceptance.accepted) throw new EditorRefusal(acceptance.error);
  return { awaiting: checkTranslations(currentContent(root)).awaitingReview, accepted: acceptance.lines };
}
