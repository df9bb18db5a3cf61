import { createContext, useContext, type ReactNode } from "react";
import type { PageForms } from "./types.ts";

const FormsContext = createContext<PageForms>({});

/** Route modules provide the forms of their page; form sections look theirs up by id. */
export function FormsProvider({ forms, children }: { forms: PageForms; children: ReactNode }) {
  return <FormsContext value={forms}>{children}</FormsContext>;
}

export function usePageForm(id: string) {
  return useContext(FormsContext)[id];
}
