import type { AwaitingReview } from "../codegen/translation-lock.ts";

/** What the editor's page hands the review panel. */
interface ReviewPanelSetup {
  /** Where the panel asks (tools/editor-review.ts); the page adds the run's token to its calls. */
  api: string;
  /** How Decap's collections name their files: an entry's translations are `<folder>/<slug>.<language>.<extension>`. */
  collections: { name: string; folder: string; extension: string }[];
  /** Each language's name by its code, for the translation's label. */
  languages: Record<string, string>;
}

/**
 * The review panel on the editor's page, beside Decap CMS (decision 483): the translations updated after
 * their English changed, for the entry open in Decap or for all files, each with the English it was accepted
 * against, the English now and the translation, and an "Accept" that records it as
 * `npm run translations -- accept <file>#<path>` would. Decap's field settings are per collection and cannot
 * hold a text's state, so the panel is the editor's own. The page has no bundler: this function is written
 * into it as its source text (`String(showReviewPanel)`), so it uses nothing from outside itself.
 */
export function showReviewPanel({ api, collections, languages }: ReviewPanelSetup): void {
  type Answer = { awaiting: AwaitingReview[]; accepted?: string[]; error?: string };
  const element = <Tag extends keyof HTMLElementTagNameMap>(tag: Tag, text?: string) => {
    const made = document.createElement(tag);
    if (text !== undefined) made.textContent = text;
    return made;
  };
  const panel = element("details");
  panel.id = "awaiting-review";
  const summary = element("summary");
  const intro = element(
    "p",
    "A translation changed after its English changed shows on its page as written. Accept it once it says what the English now says.",
  );
  const everyFile = element("input");
  everyFile.type = "checkbox";
  const everyFileLabel = element("label");
  everyFileLabel.append(everyFile, " all files");
  const list = element("ol");
  const status = element("p");
  status.setAttribute("role", "status");
  panel.append(summary, intro, everyFileLabel, list, status);
  document.body.append(panel);

  let awaiting: AwaitingReview[] = [];
  /** The entry the panel last opened itself for: an author's closing it holds until another entry opens. */
  let openedFor: string | undefined;

  const call = async (body: object): Promise<Answer> => {
    const response = await fetch(api, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const answer = (await response.json()) as Answer;
    if (!response.ok) throw new Error(answer.error ?? `the editor answered ${response.status}`);
    return answer;
  };

  /** The entry open in Decap (`#/collections/pages/entries/about`): its name and a test for its translation files. */
  const openEntry = (): { name: string; holds: (file: string) => boolean } | undefined => {
    const match = /^#\/collections\/([^/]+)\/entries\/([^?]+)/.exec(location.hash);
    const collection = collections.find(({ name }) => name === match?.[1]);
    if (!match || !collection) return undefined;
    const slug = decodeURIComponent(match[2]!);
    const prefix = `${collection.folder}/${slug}.`;
    const holds = (file: string) =>
      file.startsWith(prefix) && file.endsWith(`.${collection.extension}`) && !file.slice(prefix.length).includes("/");
    return { name: `${collection.name}/${slug}`, holds };
  };

  const languageOf = (file: string) => languages[/\.([a-z]+)\.[a-z]+$/.exec(file)?.[1] ?? ""] ?? "Translation";

  const item = (text: AwaitingReview) => {
    const name = `${text.file}#${text.path}`;
    const entry = element("li");
    const texts = element("dl");
    for (const [term, value] of [
      ["English before", text.englishBefore],
      ["English now", text.english],
      [languageOf(text.file), text.translation],
    ] as const) {
      texts.append(element("dt", term), element("dd", value));
    }
    const accept = element("button", "Accept");
    accept.type = "button";
    accept.title = `npm run translations -- accept ${name}`;
    accept.addEventListener("click", () => {
      accept.disabled = true;
      call({ action: "accept", params: { text: name } }).then(
        (answer) => {
          awaiting = answer.awaiting;
          status.textContent = `Accepted: ${name}`;
          render();
        },
        (error: unknown) => {
          status.textContent = error instanceof Error ? error.message : String(error);
          accept.disabled = false;
        },
      );
    });
    entry.append(element("p", name), texts, accept);
    return entry;
  };

  const render = () => {
    const entry = openEntry();
    const here = entry ? awaiting.filter(({ file }) => entry.holds(file)) : awaiting;
    everyFileLabel.hidden = !entry;
    summary.textContent = entry
      ? `Awaiting review: ${here.length} in this entry, ${awaiting.length} in all files`
      : `Awaiting review: ${awaiting.length} in all files`;
    list.replaceChildren(...(entry && !everyFile.checked ? here : awaiting).map(item));
    // An entry with texts awaiting review opens the panel.
    if (entry && here.length > 0 && entry.name !== openedFor) {
      panel.open = true;
      openedFor = entry.name;
    }
  };

  const refresh = () =>
    call({ action: "list" }).then(
      (answer) => {
        awaiting = answer.awaiting;
        render();
      },
      (error: unknown) => {
        status.textContent = error instanceof Error ? error.message : String(error);
      },
    );

  everyFile.addEventListener("change", render);
  window.addEventListener("hashchange", render);
  // A translator's save in Decap may put a text on the list (or, reverted, take it off).
  const cms = (window as unknown as { CMS?: { registerEventListener(listener: { name: string; handler: () => void }): void } }).CMS;
  cms?.registerEventListener({ name: "postSave", handler: () => void refresh() });
  render();
  void refresh();
}

/** The panel's look: a box at the bottom right, over Decap's page, scrolling within itself. */
export const REVIEW_PANEL_STYLE = `
  #awaiting-review { position: fixed; right: 1rem; bottom: 1rem; z-index: 1000; box-sizing: border-box;
    width: min(30rem, calc(100vw - 2rem)); max-height: 50vh; overflow: auto; padding: 0.5rem 0.75rem;
    background: #fff; color: #1e2532; border: 1px solid #c9cfd8; border-radius: 6px;
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.15); font: 14px/1.4 -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
  #awaiting-review summary { cursor: pointer; font-weight: 600; }
  #awaiting-review p { margin: 0.25rem 0; font: inherit; }
  #awaiting-review ol { margin: 0.5rem 0 0; padding: 0; list-style: none; }
  #awaiting-review li { padding: 0.5rem 0; border-top: 1px solid #e3e6eb; }
  #awaiting-review li > p { margin: 0 0 0.25rem; font-family: ui-monospace, monospace; font-size: 12px; overflow-wrap: anywhere; }
  #awaiting-review dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 0.5rem; margin: 0 0 0.5rem; }
  #awaiting-review dt { color: #5b6472; }
  #awaiting-review dd { margin: 0; overflow-wrap: anywhere; }
  #awaiting-review button { padding: 0.25rem 0.75rem; border: 1px solid #3a69c7; border-radius: 4px;
    background: #3a69c7; color: #fff; font: inherit; cursor: pointer; }
  #awaiting-review button:disabled { opacity: 0.5; cursor: default; }
  #awaiting-review [role="status"]:empty { display: none; }
`;
