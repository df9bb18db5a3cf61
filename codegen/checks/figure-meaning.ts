/**
 * What the figures of a text mean, so a translation is checked for the same facts rather than the same
 * digits: "6PM" and «18:00» are one time, "Q4" and «IV кв.» one quarter, "GMT+5" and «ташкентское время»
 * one time zone, "twice" and «дважды» one count. Each figure counts as often as it occurs, so "2-8 vCPUs,
 * 4-8 GB" needs two eights in the translation, not one.
 */

interface Figure {
  /** As the English text writes it, for the message. */
  shown: string;
  /** What it means: `n:5.26`, `time:1080`, `quarter:4`, `zone:+5`; a translation's figure may mean several. */
  meanings: string[];
}

type Reader = { pattern: RegExp; read: (match: RegExpExecArray) => string[] };

/** Not inside a word: JavaScript's \b knows only ASCII letters, and Russian and Uzbek words are not. */
const word = (body: string) => new RegExp(`(?<![\\p{L}\\p{N}ʻʼ])(?:${body})(?![\\p{L}ʻʼ])`, "giu");

const ROMAN: Readonly<Record<string, number>> = { I: 1, II: 2, III: 3, IV: 4 };

/** Cities whose local time names a UTC offset in the site's texts. */
const ZONES: readonly (readonly [offset: string, names: string])[] = [
  ["+5", "ташкентск\\p{L}*\\s+времен\\p{L}*|ташкентское\\s+время|времени\\s+Ташкента|время\\s+ташкентское|Toshkent\\s+vaqti\\p{L}*"],
  ["+6", "бишкекск\\p{L}*\\s+времен\\p{L}*|бишкекское\\s+время|времени\\s+Бишкека|время\\s+бишкекское|Bishkek\\s+vaqti\\p{L}*"],
];

/**
 * 1 to 12 written out, in the three languages (Russian in its cases, Uzbek with its counting suffix -ta);
 * "twice", «дважды» and their kin count too. English "one" and "once" are left out: they are as often a
 * pronoun or a conjunction ("no one", "once you sign") as a count, and translations rightly drop them.
 */
const NUMBER_WORDS: readonly (readonly [number, string])[] = [
  [1, "одн(?:ин|а|о|ого|ой|ому|им|ом|у)|один|однажды|bir(?:ta)?|bir\\s+marta"],
  [2, "two|twice|дв(?:а|е|ух|ум|умя|ое|оих)|дважды|ikki(?:ta)?"],
  [3, "three|thrice|тр(?:и|ёх|ех|ём|ем|емя|ое|оих)|трижды|uch(?:ta)?"],
  [4, "four|четыр(?:е|ёх|ех|ём|ем|ьмя)|четырежды|четверо|toʻrt(?:ta)?"],
  [5, "five|пят(?:ь|и|ью|еро)|besh(?:ta)?"],
  [6, "six|шест(?:ь|и|ью)|olti(?:ta)?"],
  [7, "seven|сем(?:ь|и|ью)|yetti(?:ta)?"],
  [8, "eight|восем(?:ь|ью)|восьми|sakkiz(?:ta)?"],
  [9, "nine|девят(?:ь|и|ью)|toʻqqiz(?:ta)?"],
  [10, "ten|десят(?:ь|и|ью)|oʻn(?:ta)?"],
  [11, "eleven|одиннадцат(?:ь|и|ью)|oʻn\\s+bir(?:ta)?"],
  [12, "twelve|двенадцат(?:ь|и|ью)|oʻn\\s+ikki(?:ta)?"],
];

/** A number as people write it: 10,000 / 10 000 / 99.999 / 5,26. */
export const NUMBER = /\d+(?:[,\u00a0\u202f ]\d{3}(?!\d))*(?:[.,]\d+)?/g;

/** One pattern for every alternative of a table, which then says which entry matched. */
function tableReader<Value>(table: readonly (readonly [Value, string])[], meaning: (value: Value) => string): Reader {
  const entries = table.map(([value, body]) => [value, new RegExp(`^(?:${body})$`, "iu")] as const);
  return {
    pattern: word(table.map(([, body]) => body).join("|")),
    read: (match) => {
      const entry = entries.find(([, pattern]) => pattern.test(match[0]));
      return entry ? [meaning(entry[0])] : [];
    },
  };
}

const READERS: readonly Reader[] = [
  {
    // 6PM, 9 a.m., 6:30 pm: a 12-hour time, read as the minute of the day.
    pattern: /(?<!\d)(\d{1,2})(?::(\d{2}))?\s?([ap])\.?m\.?(?![\p{L}])/giu,
    read: (match) => [`time:${(Number(match[1]) % 12) * 60 + (match[3]!.toLowerCase() === "p" ? 720 : 0) + Number(match[2] ?? 0)}`],
  },
  { pattern: /(?<!\d)(\d{1,2}):(\d{2})(?!\d)/g, read: (match) => [`time:${Number(match[1]) * 60 + Number(match[2])}`] },
  {
    pattern: /(?<![\p{L}])(?:GMT|UTC)\s?([+−-])\s?(\d{1,2})(?!\d)/gu,
    read: (match) => [`zone:${match[1] === "+" ? "+" : "-"}${Number(match[2])}`],
  },
  tableReader(ZONES, (offset) => `zone:${offset}`),
  { pattern: /(?<![\p{L}])Q([1-4])(?!\d)/gu, read: (match) => [`quarter:${match[1]}`] },
  // «4 кв.», «4-й кв.», «IV кв.», «в 4 квартале», "4-chorak", "4-choragi".
  {
    pattern: word("([1-4])(?:-?й)?\\s*(?:кв\\.|квартал\\p{L}*)|(IV|III|II|I)\\s*(?:кв\\.|квартал\\p{L}*)|([1-4])-chora(?:k|g)\\p{L}*"),
    read: (match) => [`quarter:${match[1] ?? ROMAN[match[2]!] ?? match[3]}`],
  },
  tableReader(NUMBER_WORDS, (value) => `n:${value}`),
  { pattern: NUMBER, read: (match) => numberMeanings(match[0]) },
];

/**
 * The values a written number may have: "10,000" is ten thousand in English, "5,26" five and a quarter in
 * Russian, and "0,125" is either; whichever the English text means, the translation may mean it too.
 */
function numberMeanings(written: string): string[] {
  const plain = written.replace(/[\u00a0\u202f ]/g, "");
  const meanings = new Set<string>();
  // English: commas group thousands, the point is decimal.
  meanings.add(String(Number(plain.replace(/,(?=\d{3}(?!\d))/g, "").replace(",", "."))));
  // Russian and Uzbek: the comma is decimal.
  if (!plain.includes(".")) meanings.add(String(Number(plain.replace(",", "."))));
  return [...meanings].map((value) => `n:${value}`);
}

/** The figures of a text in reading order; each span is read once, by the first reader that knows it. */
function figuresOf(text: string): Figure[] {
  const found: (Figure & { at: number })[] = [];
  let rest = text;
  for (const { pattern, read } of READERS) {
    rest = rest.replace(pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const at = args.at(-2) as number;
      found.push({ shown: match[0].trim(), meanings: read(match), at });
      // Keep the length, so later positions stay true. Not spaces: "7 365" would read as one number.
      return "\0".repeat(match[0].length);
    });
  }
  return found.sort((a, b) => a.at - b.at).map(({ shown, meanings }) => ({ shown, meanings }));
}

/** English figures the translation does not state, each as the English writes it. */
export function missingFigures(english: string, translated: string): string[] {
  const available = figuresOf(translated);
  const missing: string[] = [];
  for (const figure of figuresOf(english)) {
    const meaning = figure.meanings[0]!;
    const index = available.findIndex((candidate) => candidate.meanings.includes(meaning));
    if (index >= 0) available.splice(index, 1);
    else missing.push(figure.shown);
  }
  return [...new Set(missing)];
}
