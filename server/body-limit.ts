/**
 * The most a form post may carry. The largest request a visitor can legitimately send is the migration
 * wizard at the server's row cap (1,000 VMs with names at their 64-character limit) plus 1,000 characters
 * of comments in Cyrillic: about 600 KB as multipart, 160 KB URL-encoded (decision 008). 1 MiB keeps a
 * margin over that and bounds what one request can make the server hold.
 */
export const MAX_FORM_BODY_BYTES = 1024 * 1024;

class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

export function isBodyTooLarge(error: unknown): boolean {
  return error instanceof BodyTooLargeError;
}

function bodyTooLarge(): Error {
  return new BodyTooLargeError(`The request body exceeds ${MAX_FORM_BODY_BYTES} bytes`);
}

/**
 * The request with a body that fails (isBodyTooLarge) once it passes `limit` bytes: at once when
 * Content-Length says so, without reading any of it, else as soon as the streamed count does. The
 * stream is counted, never collected, so an oversize body costs at most one chunk of memory.
 */
export function withBodyLimit(request: Request, limit = MAX_FORM_BODY_BYTES): Request {
  if (!request.body) return request;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    void request.body.cancel();
    return withBody(request, new ReadableStream({ start: (controller) => controller.error(bodyTooLarge()) }));
  }
  let size = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) controller.error(bodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return withBody(request, counted);
}

function withBody(request: Request, body: ReadableStream<Uint8Array>): Request {
  // A streamed request body must be half-duplex; DOM's RequestInit type does not know the option yet.
  const init: RequestInit & { duplex: "half" } = { body, duplex: "half" };
  return new Request(request, init);
}
