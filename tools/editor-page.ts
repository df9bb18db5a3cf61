import { EDITOR_API } from "../codegen/emit/editor-config.ts";

/** The header the editor's page sends its run's token in (tools/editor-requests.ts checks it). */
export const EDITOR_TOKEN_HEADER = "x-editor-token";

/**
 * The editor's one page: Decap CMS's prebuilt bundle from node_modules, started with the configuration
 * codegen writes (generated/editor/config.json) rather than a config.yml of its own. It holds the token of
 * this run of the editor and adds it to Decap's backend calls, which the editor refuses without it.
 */
export const editorPage = (token: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Silkway Cloud content editor</title>
  </head>
  <body>
    <script>
      (() => {
        const send = window.fetch.bind(window);
        window.fetch = (input, init = {}) => {
          const url = new URL(input instanceof Request ? input.url : String(input), location.href);
          if (url.origin !== location.origin || url.pathname !== ${JSON.stringify(EDITOR_API)}) return send(input, init);
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
        .then((config) => window.initCMS({ config }));
    </script>
  </body>
</html>
`;
