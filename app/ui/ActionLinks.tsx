import type { Action } from "#model/schema/index.ts";
import { useLangOf } from "../lib/use-english.ts";
import { button } from "./button.css.ts";
import * as styles from "./action-links.css.ts";
import { SmartLink } from "./SmartLink.tsx";

export function ActionLinks({ actions }: { actions: readonly Action[] }) {
  const langOf = useLangOf();
  if (actions.length === 0) return null;
  return (
    <div className={styles.row}>
      {actions.map((action) => (
        <SmartLink
          key={action.href + action.label}
          href={action.href}
          className={button({ variant: action.variant })}
          lang={langOf(action.label)}
        >
          {action.label}
        </SmartLink>
      ))}
    </div>
  );
}
