import type { ReactNode } from "react";
import { address } from "./address.css.ts";

/** An e-mail address, or a web address up to its last character that is not sentence punctuation. */
const ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|https?:\/\/[^\s<>"«»]+[^\s<>"«».,;:!?)]/gu;
/** Punctuation that opens before an address, or closes after it, with no space between. */
const OPENING = /[(«„"]+$/u;
const CLOSING = /^[.,;:!?)»"]+/u;
/** Where an address may break: after its "@", after a "/" (not between the two of "//"), before a ".". */
const BETWEEN_PARTS = /(?<=@)(?=.)|(?<=\/)(?=[^/])|(?<=.)(?=\.)/u;

/**
 * A text whose addresses stay whole on a line when they fit one, and otherwise break only between their
 * parts (support@ / silkway.cloud), never inside a name (silkway.clo / ud), which a reader would copy
 * wrong. An address is one long word to the browser, which would otherwise break it anywhere in a narrow
 * card. `<wbr>` offers the break and, unlike a zero-width space, is never copied with the address.
 */
export function withAddressBreaks(text: string): ReactNode {
  const matches = [...text.matchAll(ADDRESS)];
  if (matches.length === 0) return text;
  const nodes: ReactNode[] = [];
  let end = 0;
  for (const match of matches) {
    const before = text.slice(end, match.index);
    // Punctuation that touches the address goes with it: the inline block would otherwise let a line
    // start with the colon or full stop after it.
    const opening = OPENING.exec(before)?.[0] ?? "";
    const closing = CLOSING.exec(text.slice(match.index + match[0].length))?.[0] ?? "";
    nodes.push(before.slice(0, before.length - opening.length));
    const parts = match[0].split(BETWEEN_PARTS).flatMap((part, index) => (index > 0 ? [<wbr key={index} />, part] : [part]));
    nodes.push(
      <span key={match.index} className={address}>
        {opening}
        {parts}
        {closing}
      </span>,
    );
    end = match.index + match[0].length + closing.length;
  }
  nodes.push(text.slice(end));
  return nodes.filter((node) => node !== "");
}
