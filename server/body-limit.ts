import { MOST_A_FORM_POST_WEIGHS } from "#model/form-module.ts";
import { formBodyLimits } from "#generated/form-body-limits.ts";

/** The most any form post may carry (decision 008); each form's own bound is lower where its fields allow. */
export const MAX_FORM_BODY_BYTES = MOST_A_FORM_POST_WEIGHS;

/**
 * What a post to this address may weigh: the largest of its forms with every field at its limit (generated
 * by codegen, decision 391), or the bound of any form post for an address with none.
 */
export function formBodyLimitOf(pathname: string): number {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return Object.hasOwn(formBodyLimits, path) ? formBodyLimits[path]! : MAX_FORM_BODY_BYTES;
}

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
