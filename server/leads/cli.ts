import { parseArgs } from "node:util";
import { publishedConsents } from "#generated/consent-register.ts";
import { readServerConfig } from "../config.ts";
import { formatConsentRegister } from "./consent-register.ts";
import { DURATION_EXAMPLES, parseDuration } from "./duration.ts";
import { exportLeads } from "./export.ts";
import { formatTable } from "./format.ts";
import { openLeadStore } from "./open-store.ts";
import { isLeadStatus } from "./store.ts";

const USAGE = `Usage: npm run leads -- <command>

  list [--status pending|delivered|failed|spam]   show leads as a table
  export --format json|csv [--status <status>]     print leads (JSON Lines or CSV) to stdout
  retry <id>                                       put a failed lead back in the delivery queue now
  retry --all-failed                               the same for every failed lead
  retry --older-than <duration>                    the same for failed leads created longer ago
                                                   than <duration> (e.g. 90s, 30m, 2h, 7d)
  consents                                         every consent text the forms have published: its
                                                   version, language, dates in force and whole text

Failed leads (past the attempt limit) are still retried every 30 minutes; retry sends them at once.

Reads DATABASE_URL (PostgreSQL) or LEADS_DB_PATH (SQLite, default ./data/leads.sqlite).
`;

export type CliIo = {
  env: Record<string, string | undefined>;
  /** Resolves once the text is taken, so an export writes no faster than its reader reads. */
  out: (text: string) => void | Promise<void>;
  err: (text: string) => void;
};

/** The process's own environment and output: each write to stdout resolves once stdout has taken it. */
export function processCliIo(): CliIo {
  // A write that fails (EPIPE: the reader, `head` say, has gone) rejects its own promise below and ends the
  // command with its message and code 1; unheard, the same error would also end the process with a trace.
  process.stdout.on("error", () => {});
  return {
    env: process.env,
    out: (text) => new Promise((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve()))),
    err: (text) => process.stderr.write(text),
  };
}

/** Runs one command and returns the exit code: 0 done, 1 it could not be done, 2 wrong usage. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        format: { type: "string" },
        status: { type: "string" },
        "all-failed": { type: "boolean" },
        "older-than": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const status = values.status;
  if (status !== undefined && !isLeadStatus(status)) {
    io.err(`Unknown status "${status}".\n\n${USAGE}`);
    return 2;
  }
  const usage = (problem: string) => {
    io.err(`${problem}\n\n${USAGE}`);
    return 2;
  };
  if (command === "list" && rest.length === 0) {
    return withStore(io, async (store) => {
      io.out(formatTable(await store.list({ status })));
    });
  }
  // The register is the release's own (content/consent-register.yaml, built in): it needs no store.
  if (command === "consents" && rest.length === 0) {
    await io.out(formatConsentRegister(publishedConsents));
    return 0;
  }
  if (command === "export" && rest.length === 0) {
    const format = values.format;
    if (format !== "json" && format !== "csv") return usage("export needs --format json or --format csv.");
    return withStore(io, (store) => exportLeads(store, format, { status }, io.out));
  }
  if (command === "retry" && (values["all-failed"] || values["older-than"] !== undefined)) {
    if (rest.length > 0 || (values["all-failed"] && values["older-than"] !== undefined)) {
      return usage("retry takes one lead id, --all-failed or --older-than <duration>.");
    }
    const age = values["older-than"] === undefined ? 0 : parseDuration(values["older-than"]);
    if (age === null) return usage(`"${values["older-than"]}" is not a duration such as ${DURATION_EXAMPLES}.`);
    return withStore(io, async (store) => {
      const count = await store.retryFailed(Date.now() - age);
      io.out(`${count} failed lead${count === 1 ? " is" : "s are"} queued for delivery again.\n`);
    });
  }
  if (command === "retry") {
    const [id, ...extra] = rest;
    if (!id || extra.length > 0) return usage("retry needs exactly one lead id.");
    return withStore(io, async (store) => {
      if (await store.retry(id)) {
        io.out(`Lead ${id} is queued for delivery again.\n`);
        return 0;
      }
      const lead = await store.get(id);
      io.err(lead ? `Lead ${id} is ${lead.status}; only failed leads can be retried.\n` : `No lead with id ${id}.\n`);
      return 1;
    });
  }
  return usage(command ? `Unknown command "${[command, ...rest].join(" ")}".` : "No command given.");
}

async function withStore(io: CliIo, work: (store: ReturnType<typeof openLeadStore>) => Promise<number | void>): Promise<number> {
  let store;
  try {
    store = openLeadStore(readServerConfig(io.env).leads);
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  try {
    const code = await work(store);
    return typeof code === "number" ? code : 0;
  } catch (error) {
    io.err(`leads: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await store.close();
  }
}
