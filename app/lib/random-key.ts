/**
 * A 128-bit random key as 32 hex digits. `crypto.randomUUID` exists only in secure contexts (HTTPS or
 * localhost), so a site opened over plain HTTP under any other host name would crash on it;
 * `crypto.getRandomValues` is available everywhere.
 */
export function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
