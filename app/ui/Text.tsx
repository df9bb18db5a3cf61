import { useLangOf } from "../lib/use-english.ts";
import { withAddressBreaks } from "./address-breaks.tsx";

interface Props {
  as: "p" | "span" | "h1" | "h2" | "h3" | "h4" | "li" | "caption";
  text: string | undefined;
  id?: string;
  className?: string;
}

/**
 * A content text in its own element, marked `lang="en"` where a translated page shows it in English
 * (app/lib/use-english.ts); nothing at all when the content has no such text.
 */
export function Text({ as: Element, text, id, className }: Props) {
  const langOf = useLangOf();
  if (!text) return null;
  return (
    <Element id={id} className={className} lang={langOf(text)}>
      {withAddressBreaks(text)}
    </Element>
  );
}
