import { createContext, RouterContextProvider } from "react-router";
import type { LeadService } from "./service.ts";

/** What the server hands every request's actions: its one lead service and the origins it trusts. */
export type LeadDoors = {
  service: LeadService;
  /**
   * The site's own origins as configured (server/site-origins.ts): a browser may post from them besides the
   * request's own origin, and a stored page URL must be on one of them (decision 341).
   */
  allowedOrigins: readonly string[];
};

/**
 * The key under which the server puts LeadDoors into React Router's load context: one object, since the
 * server and the app's actions are one bundle (server/app.ts).
 */
export const leadDoorsContext = createContext<LeadDoors>();

/** React Router's load context for one request, with the lead doors under their key. */
export function leadLoadContext(doors: LeadDoors): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(leadDoorsContext, doors);
  return context;
}
