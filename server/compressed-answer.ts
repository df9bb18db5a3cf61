import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { chooseEncoding } from "./accept-encoding.ts";

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * A rendered page compressed as its prerendered file is, in the encoding the request accepts: for the page a
 * sent note personalises, rendered per visitor (docs/decisions/453). Brotli at quality 5, not the build's 10:
 * a few tenths of a millisecond for a page, on the thread pool, for most of the saving.
 */
export async function compressedAnswer(response: Response, acceptEncoding: string | undefined): Promise<Response> {
  const encoding = chooseEncoding(acceptEncoding);
  if (encoding === "identity" || !response.body || response.headers.has("Content-Encoding")) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const bytes =
    encoding === "br" ? await toBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : await toGzip(body, { level: 6 });
  const headers = new Headers(response.headers);
  headers.set("Content-Encoding", encoding);
  headers.set("Vary", "Accept-Encoding, Cookie");
  headers.delete("Content-Length");
  return new Response(new Uint8Array(bytes), { status: response.status, headers });
}
