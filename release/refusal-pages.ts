import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { refusalPages } from "../server/refusal-pages.ts";
import { compressedCopies } from "./precompress.ts";

/**
 * Writes the pages a refused form post is answered with (server/refusal-pages.ts) into the release's client
 * folder, each with its brotli and gzip copies whatever its size, so the server sends them as files
 * (decision 452).
 */
export async function writeRefusalPages(client: string): Promise<void> {
  for (const { file, html } of refusalPages()) {
    const path = join(client, file);
    mkdirSync(dirname(path), { recursive: true });
    const content = Buffer.from(html);
    writeFileSync(path, content);
    for (const [suffix, compress] of compressedCopies(path)) writeFileSync(path + suffix, await compress(content));
  }
}
