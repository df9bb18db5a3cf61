import { randomInt } from "node:crypto";

/**
 * The letters and digits a reference is written in: no 0/O, 1/I/L or U/V, which are misread or misheard
 * when a visitor reads the reference to sales over the phone (docs/decisions/397-a-lead-has-a-reference.md).
 */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";

/**
 * A new request reference such as `SC-7K4M-2QXP`: 8 random characters of a 29-letter alphabet (about
 * 5 × 10^11 values), so two leads sharing one is a once-in-millions event the store's unique index refuses.
 */
export function newReference(): string {
  const pick = () => ALPHABET.charAt(randomInt(ALPHABET.length));
  const group = () => Array.from({ length: 4 }, pick).join("");
  return `SC-${group()}-${group()}`;
}
