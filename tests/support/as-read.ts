/**
 * A text as a visitor reads it: the typesetter's no-break spaces read as spaces and its word joiners as
 * nothing (decisions 348 and 395). Spec messages are compared with what the site shows in this form.
 */
export function asRead(text: string): string {
  return text.replaceAll("\u00a0", " ").replaceAll("\u2060", "");
}

/** Each message of a field-to-message map, as read. */
export function messagesAsRead<T extends Record<string, string>>(messages: T): T {
  return Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, asRead(message)])) as T;
}

/**
 * A text to find on a page as the typesetter set it: its spaces may be no-break spaces and a word joiner
 * may stand between any two characters (around a range's dash, a unit's slash). Playwright's text
 * matching reads a no-break space as a space, but not a word joiner.
 */
export function asSet(text: string): RegExp {
  const escaped = [...text].map((character) => (character === " " ? "\\s" : character.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")));
  return new RegExp(escaped.join("\u2060?"));
}
