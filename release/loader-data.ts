// Build step: removes the loader data files (`<page>.data`) React Router's prerender writes beside each
// page. They feed its client router's navigations, and no page loads that client (decision 320): every page
// is its HTML. Runs after `react-router build`, before precompression, which would otherwise compress and
// ship a copy of every page's content nobody asks for (decision 375).
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

export function dropLoaderData(client: string): void {
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".data"));
  for (const file of files) rmSync(join(client, file));
  console.log(`loader-data: removed ${files.length} files`);
}
