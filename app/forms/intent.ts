/**
 * What a submit button asks for. Without JavaScript every wizard move is a post, so the buttons carry
 * their intent: `next`, `back`, `add:<rows>`, `remove:<rows>:<index>`, `reset`, or `submit`. Reset is a
 * post too: the browser's own reset returns fields to the values the page was rendered with, which after a
 * failed post are the values that failed.
 */
export type Intent =
  | { type: "submit" }
  | { type: "next" }
  | { type: "back" }
  | { type: "reset" }
  | { type: "add"; rows: string }
  | { type: "remove"; rows: string; index: number };

export function parseIntent(value: FormDataEntryValue | null): Intent {
  if (typeof value !== "string") return { type: "submit" };
  if (value === "next" || value === "back" || value === "reset") return { type: value };
  const add = /^add:(\w+)$/.exec(value);
  if (add) return { type: "add", rows: add[1]! };
  const remove = /^remove:(\w+):(\d+)$/.exec(value);
  if (remove) return { type: "remove", rows: remove[1]!, index: Number(remove[2]) };
  return { type: "submit" };
}

export function intentValue(intent: Intent): string {
  switch (intent.type) {
    case "add":
      return `add:${intent.rows}`;
    case "remove":
      return `remove:${intent.rows}:${intent.index}`;
    default:
      return intent.type;
  }
}
