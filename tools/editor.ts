import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { basename, join } from "node:path";
import { text } from "node:stream/consumers";
import { EDITOR_API } from "../codegen/emit/editor-config.ts";
import { editorAction } from "./editor-backend.ts";
import { decapBundle } from "./editor-decap.ts";
import { devBesideEditor } from "./editor-dev.ts";
import { editorPage } from "./editor-page.ts";
import { EditorRefusal } from "./editor-refusal.ts";
import { editorRefusal } from "./editor-requests.ts";
import { REVIEW_API, reviewAction } from "./editor-review.ts";

/**
 * `npm run editor`: the content editor (Decap CMS, configured by codegen from the content schemas) on
 * EDITOR_PORT (default 3001), writing the working tree's content/, beside `npm run dev` on PORT (default 3000),
 * whose watcher runs codegen on each save and reloads the pages open on it: the one already running, or one
 * the editor starts. Local only: it listens on loopback and nothing of it is in the production build or
 * release (decision 418); it answers only its own page, in the product owner's browser, which holds this
 * run's token (decision 441). Decap is a package of its own, installed on the first start (decision 445). Beside
 * Decap its page shows the translations awaiting review, each accepted there (decision 483).
 */
const root = process.cwd();
const decap = decapBundle(root);
const config = join(root, "generated/editor/config.json");
const token = randomBytes(32).toString("base64url");

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? "/", "http://editor");
  const send = (status: number, type: string, body: string | Buffer) => {
    response.writeHead(status, { "content-type": type, "cache-control": "no-store" }).end(body);
  };
  // Decap's backend calls and the review panel's: both change content/, both are guarded alike.
  const api = url.pathname === EDITOR_API || url.pathname === REVIEW_API;
  const refused = editorRefusal(request, token, api);
  // Refused from the request's head: Node drops the body unread.
  if (refused) return send(refused.status, "application/json", JSON.stringify({ error: refused.error }));
  if (request.method === "POST" && api) {
    try {
      const { action, params } = readCall(await text(request));
      const result = url.pathname === REVIEW_API ? reviewAction(root, action, params) : await editorAction(root, action, params);
      send(200, "application/json", JSON.stringify(result));
    } catch (error) {
      const refusal = error instanceof EditorRefusal;
      if (!refusal) console.error(error);
      const status = refusal ? error.status : 500;
      send(status, "application/json", JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
    }
    return;
  }
  if (request.method !== "GET") return send(405, "text/plain", "method not allowed");
  if (url.pathname === "/") return send(200, "text/html; charset=utf-8", editorPage(token));
  if (url.pathname === "/config.json") {
    const written = await readFile(config).catch(() => undefined);
    return written
      ? send(200, "application/json", written)
      : send(503, "text/plain", "the editor's configuration is written by codegen: run `npm run codegen`");
  }
  // Decap's bundle and the chunks it loads beside itself.
  if (url.pathname.startsWith("/decap/")) {
    const file = await readFile(join(decap, basename(url.pathname))).catch(() => undefined);
    if (file) return send(200, url.pathname.endsWith(".css") ? "text/css" : "text/javascript", file);
  }
  send(404, "text/plain", "not found");
}

/** A backend call as Decap sends it: an action and its parameters. */
function readCall(body: string): { action: string; params: Record<string, unknown> } {
  let call: unknown;
  try {
    call = JSON.parse(body);
  } catch {
    throw new EditorRefusal("the editor's API takes a JSON object with an action");
  }
  if (typeof call !== "object" || call === null || typeof (call as { action?: unknown }).action !== "string") {
    throw new EditorRefusal("the editor's API takes a JSON object with an action");
  }
  const { action, params } = call as { action: string; params?: unknown };
  return { action, params: typeof params === "object" && params !== null ? (params as Record<string, unknown>) : {} };
}

const editor = createServer((request, response) => {
  answer(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500).end();
  });
});
editor.listen(Number(process.env.EDITOR_PORT ?? 3001), "127.0.0.1", () => {
  const { port } = editor.address() as AddressInfo;
  console.log(JSON.stringify({ level: "info", event: "listening", url: `http://127.0.0.1:${port}`, mode: "editor" }));
});

// The dev server beside it: its pages show each save once codegen has run.
const dev = await devBesideEditor(root);
const stop = () => {
  dev?.kill("SIGTERM");
  editor.close();
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
dev?.once("exit", (code) => {
  editor.close();
  process.exitCode = code ?? 0;
});
