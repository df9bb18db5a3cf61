import { createContext, RouterContextProvider, type RouterContext } from "react-router";
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
 * The key under which the server puts LeadDoors into React Router's load context. The server bundle
 * exports this very object (app/build-exports.server.ts): a key created again in the server's own
 * module graph would be a different key.
 */
export const leadDoorsContext = createContext<LeadDoors>();

/**
 * React Router's load context for one request, with the lead doors under `key`: the production server
 * and the dev server pass the key their build exports, tests the source's own.
 */
export function leadLoadContext(doors: LeadDoors, key: RouterContext<LeadDoors> = leadDoorsContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(key, doors);
  return context;
}
