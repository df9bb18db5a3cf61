import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";

export const streamTimeout = 5_000;

/** What went wrong, in words: never "[object Object]". */
function reason(error: unknown): string {
  if (isRouteErrorResponse(error)) return typeof error.data === "string" ? error.data : error.statusText;
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : (JSON.stringify(error) ?? String(error));
}

/**
 * 404s are expected traffic (and logged by the not-found route); aborted requests are the client's
 * choice. Other errors the client caused (a 4xx thrown by an action) are logged at info with their
 * reason; only the server's own failures are errors. A form post from another site never gets here: the
 * server refuses it first (server/pipeline.ts).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  const clientCaused = isRouteErrorResponse(error) && error.status < 500;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const line = {
    level: clientCaused ? "info" : "error",
    event: clientCaused ? "request_refused" : "render_error",
    status,
    url: request.url,
    reason: reason(error),
  };
  (clientCaused ? console.info : console.error)(JSON.stringify(line));
};

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Everyone gets the complete document, which is read whole anyway (below): its Suspense boundaries
      // arrive resolved in place, so the browser runs no script of React's to move them in after load.
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered)
          console.error(JSON.stringify({ level: "error", event: "render_error", url: request.url, reason: reason(error) }));
      },
    });
  });
}
