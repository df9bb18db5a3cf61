import { CSV_HEADER, csvLines, formatJsonLines } from "./format.ts";
import type { LeadStatus, LeadStore, PageStart } from "./store.ts";

/**
 * Leads read per page: the most an export holds in memory at once, whatever the store's size (a lead's
 * fields are bounded, so a page is too).
 */
const EXPORT_PAGE_SIZE = 100;

export type ExportFormat = "json" | "csv";

/**
 * Writes the leads (those with `status`, when given) as JSON Lines or CSV, a page at a time: each page is
 * written, and `write` has taken it, before the next is read, so an export streams at its reader's pace
 * in constant memory (docs/decisions/378-exports-stream-and-defuse-formulas.md).
 */
export async function exportLeads(
  store: Pick<LeadStore, "listPage">,
  format: ExportFormat,
  filter: { status?: LeadStatus | undefined },
  write: (text: string) => void | Promise<void>,
): Promise<void> {
  if (format === "csv") await write(CSV_HEADER);
  let after: PageStart | null = null;
  for (;;) {
    const page = await store.listPage(filter, after, EXPORT_PAGE_SIZE);
    if (page.length > 0) await write(format === "json" ? formatJsonLines(page) : csvLines(page));
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE_SIZE) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
