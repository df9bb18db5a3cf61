import type { ReactNode } from "react";

/** An e-mail address, or a web address up to its last character that is not sentence punctuation. */
const ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|https?:\/\/[^\s<>"«»]+[^\s<>"«».,;:!?)]/gu;
/** Where an address may break: after its "@" or a "/", before a ".". */
const BETWEEN_PARTS = /(?<=[@/])(?=.)|(?<=.)(?=\.)/u;

/**
 * A text whose addresses may break only between their parts (support@ / silkway.cloud), never inside a
 * name (silkway.clo / ud), which a reader would copy wrong. An address is one long word to the browser,
 * which would otherwise break it anywhere in a narrow card. `<wbr>` offers the break and, unlike a
 * zero-width space, is never copied with the address.
 */
export function withAddressBreaks(text: string): ReactNode {
  const matches = [...text.matchAll(ADDRESS)];
  if (matches.length === 0) return text;
  const nodes: ReactNode[] = [];
  let end = 0;
  for (const match of matches) {
    nodes.push(text.slice(end, match.index));
    match[0].split(BETWEEN_PARTS).forEach((part, index) => {
      if (index > 0) nodes.push(<wbr key={`${match.index}-${index}`} />);
      nodes.push(part);
    });
    end = match.index + match[0].length;
  }
  nodes.push(text.slice(end));
  return nodes.filter((node) => node !== "");
}
