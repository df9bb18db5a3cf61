import { EDITOR_API } from "../codegen/emit/editor-config.ts";
import { LANGUAGE_NAMES_IN_ENGLISH } from "#model/schema/locales.ts";
import { REVIEW_API } from "./editor-review.ts";
import { REVIEW_PANEL_STYLE, showReviewPanel } from "./editor-review-panel.ts";

/** The header the editor's page sends its run's token in (tools/editor-requests.ts checks it). */
export const EDITOR_TOKEN_HEADER = "x-editor-token";

/**
 * The editor's one page: Decap CMS's prebuilt bundle from node_modules, started with the configuration
 * codegen writes (generated/editor/config.json) rather than a config.yml of its own, and beside it the
 * panel of translations awaiting review (tools/editor-review-panel.ts). It holds the token of this run of
 * the editor and adds it to Decap's backend calls and the panel's, which the editor refuses without it.
 */
export const editorPage = (token: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Silkway Cloud content editor</title>
    <style>${REVIEW_PANEL_STYLE}</style>
  </head>
  <body>
    <script>
      (() => {
        const send = window.fetch.bind(window);
        window.fetch = (input, init = {}) => {
          const url = new URL(input instanceof Request ? input.url : String(input), location.href);
          const guarded = ${JSON.stringify([EDITOR_API, REVIEW_API])};
          if (url.origin !== location.origin || !guarded.includes(url.pathname)) return send(input, init);
          const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
          headers.set(${JSON.stringify(EDITOR_TOKEN_HEADER)}, ${JSON.stringify(token)});
          return send(input, { ...init, headers });
        };
      })();
    </script>
    <script>window.CMS_MANUAL_INIT = true;</script>
    <script src="/decap/decap-cms.js"></script>
    <script>
      fetch("/config.json")
        .then((response) => response.json())
        .then((config) => {
          const collections = config.collections.map(({ name, folder, extension }) => ({ name, folder, extension }));
          window.initCMS({ config });
          (${String(showReviewPanel)})({ api: ${JSON.stringify(REVIEW_API)}, collections, languages: ${JSON.stringify(LANGUAGE_NAMES_IN_ENGLISH)} });
        });
    </script>
  </body>
</html>
`;
