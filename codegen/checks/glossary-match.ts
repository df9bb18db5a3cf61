/**
 * Finding a glossary variant in a text by words, not by regular expressions: a text is split into words
 * once, and each variant is compared with them. Word boundaries are Unicode letters, digits and marks
 * (ʻ and ʼ are letters), since `\b` knows only ASCII letters; and one pattern for every text keeps a run
 * cheap where a compiled pattern per variant (each holding Unicode classes) cost a second per build.
 */

/**
 * A word: letters, digits and marks, with inner hyphens ("дата-центр", "Biznes-kritik"); or a quoted
 * value, `{{replyTime}}`, which stands in the text where its figure will (a variant names it as `{{*}}`).
 */
const WORD = /\{\{\s*[\w.]+\s*\}\}|[\p{L}\p{N}\p{M}]+(?:-[\p{L}\p{N}\p{M}]+)*/gu;
/** How a variant writes "any quoted value": «в течение {{*}}» forbids a claim after «в течение». */
const ANY_QUOTED = "{{*}}";
const SPACE = /^\s+$/u;

interface Word {
  index: number;
  end: number;
  lower: string;
}

/** A variant as content/glossary.yaml writes it ("taʼsirlan*", "платн* план*"), parsed once. */
export interface Variant {
  words: readonly { lower: string; stem: boolean }[];
}

/** Where a variant occurs: its first character and the text it covers, as written. */
export interface Span {
  index: number;
  text: string;
}

export function parseVariant(variant: string): Variant {
  return {
    words: variant
      .split(" ")
      .map((word) =>
        word === ANY_QUOTED ? { lower: "{{", stem: true } : { lower: word.replace(/\*$/, "").toLowerCase(), stem: word.endsWith("*") },
      ),
  };
}

/** A text and its words, split once for every variant looked for in it. */
export interface Words {
  text: string;
  words: readonly Word[];
}

export function wordsOf(text: string): Words {
  return {
    text,
    words: [...text.matchAll(WORD)].map((match) => ({
      index: match.index,
      end: match.index + match[0].length,
      lower: match[0].toLowerCase(),
    })),
  };
}

/**
 * Every place a variant occurs: consecutive words, upper or lower case alike, with only whitespace (a
 * non-breaking space too) between them; a word ending in `*` in the variant matches any ending.
 */
export function occurrences(variant: Variant, { text, words }: Words): Span[] {
  const found: Span[] = [];
  const fits = (offset: number, word: Word | undefined) => {
    const want = variant.words[offset]!;
    return word !== undefined && (want.stem ? word.lower.startsWith(want.lower) : word.lower === want.lower);
  };
  for (let start = 0; start < words.length; start++) {
    if (!fits(0, words[start])) continue;
    const last = start + variant.words.length - 1;
    let offset = 1;
    while (
      offset < variant.words.length &&
      fits(offset, words[start + offset]) &&
      SPACE.test(text.slice(words[start + offset - 1]!.end, words[start + offset]!.index))
    )
      offset++;
    if (offset === variant.words.length)
      found.push({ index: words[start]!.index, text: text.slice(words[start]!.index, words[last]!.end) });
  }
  return found;
}
