import type { ButtonHTMLAttributes } from "react";
import { intentValue, type Intent } from "./intent.ts";

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "name" | "value"> & { intent: Intent };

/** A submit button that asks for one intent (intent.ts), so it does the same with JavaScript or as a plain post. */
export function IntentButton({ intent, ...attributes }: Props) {
  return <button type="submit" name="intent" value={intentValue(intent)} {...attributes} />;
}
