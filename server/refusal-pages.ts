import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { sites } from "#generated/sites/index.ts";
import { LOCALES, type Locale } from "#model/schema/locales.ts";
import { chooseEncoding } from "./accept-encoding.ts";
import { STATUS_PAGE_HEADERS, statusPageHtml } from "./status-page.ts";

/**
 * The refusals a form post can get before anything reads it (decision 452): heavier than its address's
 * forms (413), not a form post at all (415), over the rate limit (429).
 */
const REFUSAL_STATUSES = [413, 415, 429] as const;
export type RefusalStatus = (typeof REFUSAL_STATUSES)[number];

/**
 * Where the build writes a refusal page, in a release's client folder, with its .br and .gz beside it. A dot
 * folder: the static layer serves no dot files, so the pages are only ever a refusal's answer.
 */
export const refusalPageFile = (locale: Locale, status: RefusalStatus): string => `.refusals/${locale}/${status}.html`;

/** Every refusal page the build writes: its file and its HTML (the status page in that language). */
export function refusalPages(): { file: string; html: string }[] {
  return LOCALES.flatMap((locale) =>
    REFUSAL_STATUSES.map((status) => ({ file: refusalPageFile(locale, status), html: statusPageHtml(sites[locale], status) })),
  );
}

/** An answer read into bytes once, to be sent many times. */
export type FixedAnswer = { status: number; headers: Record<string, string>; body: Buffer };

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };

/** The refusal pages, read once: each answer costs what a static file's does, and is compressed as one. */
export interface RefusalPageSet {
  /** The page for `status` in `locale`, in the encoding `acceptEncoding` asks for, with `headers` added. */
  answer(locale: Locale, status: RefusalStatus, acceptEncoding: string | undefined, headers?: Record<string, string>): FixedAnswer;
}

function pageSet(read: (file: string) => Encoded): RefusalPageSet {
  const pages = new Map(refusalPages().map(({ file }) => [file, read(file)]));
  return {
    answer(locale, status, acceptEncoding, headers = {}) {
      const encoded = pages.get(refusalPageFile(locale, status))!;
      const encoding = chooseEncoding(acceptEncoding);
      return {
        status,
        headers: {
          ...STATUS_PAGE_HEADERS,
          Vary: "Accept-Encoding",
          ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
          ...headers,
        },
        body: encoded[encoding],
      };
    },
  };
}

/** The pages a release's build wrote into its client folder (production). */
export function prebuiltRefusalPages(clientDir: string): RefusalPageSet {
  return pageSet((file) => {
    const path = join(clientDir, file);
    return { identity: readFileSync(path), br: readFileSync(`${path}.br`), gzip: readFileSync(`${path}.gz`) };
  });
}

/** The same pages made in memory at start (development, which has no build). */
export function refusalPagesInMemory(): RefusalPageSet {
  const html = new Map(refusalPages().map((page) => [page.file, Buffer.from(page.html)]));
  return pageSet((file) => {
    const identity = html.get(file)!;
    return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
  });
}
