import { hydrateRoot } from "react-dom/client";
import { formLoaders } from "#generated/forms/index.ts";
import type { FormIsland } from "../forms/island.ts";
import { LeadForm } from "../forms/LeadForm.tsx";
import { mountToaster } from "./toaster.tsx";

/**
 * Starts the page's form islands: loads each one's form module (definition, schemas) and hydrates its
 * element with the props the server rendered it with (decision 320). Only public React APIs: the page's
 * HTML is never rewritten, and the rest of the page stays the server's.
 */
export async function startFormIslands(doc: Document, islands: readonly FormIsland[]): Promise<void> {
  await Promise.all(
    islands.map(async ({ element, props }) => {
      const loaders = formLoaders[props.locale];
      const load = Object.hasOwn(loaders, props.formId) ? loaders[props.formId] : undefined;
      if (!load) throw new Error(`form island: no form "${props.formId}" in ${props.locale}`);
      const form = await load();
      mountToaster(doc, props.toastLabels);
      hydrateRoot(element, <LeadForm form={form} posted={props.posted} formLabels={props.formLabels} />);
    }),
  );
}
