import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|map)$/;
const MIN_BYTES = 1024;

/** Writes .br and .gz beside every text file of the client build, so the server never compresses at run time. */
function precompress(folder: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      const inner = precompress(path);
      files += inner.files;
      bytes += inner.bytes;
      brotliBytes += inner.brotliBytes;
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
    bytes += content.length;
    brotliBytes += brotli.length;
  }
  return { files, bytes, brotliBytes };
}

/** Precompresses a release's client folder. */
export function precompressFiles(client: string): void {
  const result = precompress(client);
  console.log(
    `precompress: ${result.files} files, ${(result.bytes / 1024).toFixed(0)} KiB → ${(result.brotliBytes / 1024).toFixed(0)} KiB brotli`,
  );
}
