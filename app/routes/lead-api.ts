import type { ActionFunctionArgs } from "react-router";
import { leadApiAction } from "../forms/lead-api.server.ts";

/** POST /api/contact, /api/startup, /api/partners: JSON in, JSON out (docs/decisions/104-lead-json-api.md). */
export const action = (args: ActionFunctionArgs) => leadApiAction(args);
