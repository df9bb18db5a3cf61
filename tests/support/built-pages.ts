import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { htmlFiles } from "../../server/html-files.ts";
import { requireBuild } from "../reliability/support/server-process.ts";

/** The client half of the build, as `npm run build` writes it and the production server serves it. */
export const builtClientDir = join(import.meta.dirname, "../../build/current/client");

export interface BuiltPage {
  /** The page's address: "/", "/about", "/ru/about". */
  path: string;
  /** Its prerendered `index.html`. */
  file: string;
  html: string;
}

/** Every prerendered page of the build; fails with a clear message when there is no build. */
export function builtPages(): BuiltPage[] {
  requireBuild();
  return htmlFiles(builtClientDir)
    .filter((file) => file.endsWith("/index.html"))
    .map((file) => ({
      path: `/${dirname(relative(builtClientDir, file))}`.replace(/\/\.$/, "/"),
      file,
      html: readFileSync(file, "utf8"),
    }));
}
