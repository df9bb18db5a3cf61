/**
 * The editor's one page: Decap CMS's prebuilt bundle from node_modules, started with the configuration
 * codegen writes (generated/editor/config.json) rather than a config.yml of its own.
 */
export const EDITOR_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Silkway Cloud content editor</title>
  </head>
  <body>
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
