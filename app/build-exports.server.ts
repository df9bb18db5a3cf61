import { leadDoorsContext } from "../server/leads/context.ts";
import type { BuildExports } from "../server/build-exports.ts";
import { formsByKind } from "./.generated/forms/by-kind.ts";
import { siteUrl } from "./.generated/site.ts";
import { sites } from "./.generated/sites/index.ts";

/** What the server takes from the build rather than from the source tree (server/build-exports.ts). */
export const buildExports: BuildExports = { leadDoorsContext, formsByKind, sites, siteUrl };
