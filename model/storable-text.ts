/**
 * Text a lead may hold: no C0 control character except tab, line feed and carriage return (a textarea
 * needs them), no DEL, no C1, no unpaired surrogate. PostgreSQL refuses NUL and lone surrogates while
 * SQLite keeps them, and a stored ESC or BEL rewrites an operator's terminal; refusing them at
 * validation treats both stores alike and tells the visitor which field to fix
 * (docs/decisions/105-storable-text.md). With the `u` flag `\p{Cs}` matches only an unpaired half.
 */
export const STORABLE_TEXT = /^[^\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\p{Cs}]*$/u;
/** The English message (the JSON API's; forms take their language's from `labels.unsupportedCharacters` in the site text). */
export const STORABLE_TEXT_MESSAGE = "Please remove unsupported characters (such as control characters) from this field";
