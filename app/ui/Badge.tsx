import type { ReactNode } from "react";
import { badge, type BadgeVariants } from "./badge.css.ts";

export function Badge({ tone, children }: { tone?: BadgeVariants["tone"]; children: ReactNode }) {
  return <span className={badge({ tone })}>{children}</span>;
}
