// The bench's physical limit: a plain HTML copy of one of our pages with every script stripped, served
// from its own origin that passes every other request (images, fonts) through to the site. The copy is
// sent brotli-compressed, as the site sends its pages: an uncompressed copy takes more round trips in
// Lighthouse's slow-4G simulation and would make every page look faster than the limit.
import { createServer } from "node:http";
import { brotliCompressSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import type { RunningSite } from "./serve.ts";

/** Every executable script and module preload out; JSON-LD and everything else stays. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
}

export async function startStaticReference(site: RunningSite, path: string): Promise<RunningSite & { path: string }> {
  const html = stripScripts(await (await fetch(site.url + path)).text());
  const compressed = brotliCompressSync(html);
  const server = createServer(async (request, response) => {
    const url = request.url ?? "/";
    if (url === path || url === `${path}/`) {
      const brotli = /\bbr\b/.test(request.headers["accept-encoding"] ?? "");
      const body = brotli ? compressed : Buffer.from(html);
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-length": body.length,
        vary: "accept-encoding",
        ...(brotli ? { "content-encoding": "br" } : {}),
      });
      response.end(body);
      return;
    }
    const upstream = await fetch(site.url + url, { headers: { "accept-encoding": "identity" } });
    response.writeHead(upstream.status, {
      "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
      "cache-control": upstream.headers.get("cache-control") ?? "no-cache",
    });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, path, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
