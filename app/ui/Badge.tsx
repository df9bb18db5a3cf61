import type { ReactNode } from "react";
import { badge, type BadgeVariants } from "./badge.css.ts";

export function Badge({ tone, lang, children }: { tone?: BadgeVariants["tone"]; lang?: string; children: ReactNode }) {
  return (
    <span className={badge({ tone })} lang={lang}>
      {children}
    </span>
  );
}
