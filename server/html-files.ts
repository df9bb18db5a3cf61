import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every .html file under a folder (the prerendered pages of a client build). */
export function htmlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    // A dot folder (the refusal pages, `.refusals/`) is never served as a page: only a refusal's answer.
    if (name.startsWith(".")) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}
