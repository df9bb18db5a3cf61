import type { ActionFunctionArgs } from "react-router";
import { formJsonAction } from "../forms/action.server.ts";
import { formLoaders } from "#generated/forms/index.ts";
import { LOCALES, type Locale } from "#model/schema/locales.ts";

/**
 * POST /forms/<locale>/<form id>: the door of the browser's form island. The same answer as the page's
 * own action (app/forms/action.server.ts), as a JSON `FormResult`, so the live form shows it in place.
 */
export async function action(args: ActionFunctionArgs): Promise<Response> {
  const { locale, formId } = args.params;
  const loaders = LOCALES.includes(locale as Locale) ? formLoaders[locale as Locale] : undefined;
  const load = loaders && formId && Object.hasOwn(loaders, formId) ? loaders[formId] : undefined;
  return formJsonAction(args, await load?.());
}
