import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { beforeAll, expect, test } from "vitest";
import { contactLead, postLead, requireBuild, startServerProcess } from "./support/server-process.ts";

beforeAll(() => requireBuild());

const ROUNDS = 4;
const LEADS_PER_ROUND = 40;
/** Kill the server once this many answers of a round are back, so the rest are in flight. */
const KILL_AFTER_ANSWERS = 12;

test("every lead acknowledged with a 2xx survives repeated SIGKILLs and is stored exactly once", async () => {
  const dbPath = join(mkdtempSync(join(tmpdir(), "crash-")), "leads.sqlite");
  const acknowledged = new Set<string>();
  const unanswered: ReturnType<typeof contactLead>[] = [];
  let index = 0;

  for (let round = 0; round < ROUNDS; round += 1) {
    const server = await startServerProcess({ LEADS_DB_PATH: dbPath });
    // Clients retry what got no answer last time, with the same idempotency key, as a browser would.
    const batch = [...unanswered.splice(0), ...Array.from({ length: LEADS_PER_ROUND }, () => contactLead(index++, randomUUID()))];
    let answers = 0;
    let killing: Promise<void> | null = null;
    await Promise.all(
      batch.map(async (lead) => {
        try {
          const status = await postLead(server.url, lead);
          if (status >= 200 && status < 300) acknowledged.add(lead.key);
          else unanswered.push(lead);
        } catch {
          unanswered.push(lead);
        }
        answers += 1;
        if (answers === KILL_AFTER_ANSWERS) killing = server.kill("SIGKILL");
      }),
    );
    await (killing ?? server.kill("SIGKILL"));
  }

  // A last, clean round answers everything still outstanding.
  const server = await startServerProcess({ LEADS_DB_PATH: dbPath });
  for (const lead of unanswered) {
    expect(await postLead(server.url, lead)).toBe(201);
    acknowledged.add(lead.key);
  }
  await server.kill("SIGTERM");

  const db = new DatabaseSync(dbPath, { readOnly: true });
  const rows = db.prepare("SELECT idempotency_key AS key, COUNT(*) AS copies FROM leads GROUP BY idempotency_key").all() as {
    key: string;
    copies: number;
  }[];
  db.close();
  const stored = new Map(rows.map((row) => [row.key, row.copies]));
  expect(acknowledged.size).toBe(index);
  for (const key of acknowledged) expect(stored.get(key), `lead ${key}`).toBe(1);
  expect(rows).toHaveLength(acknowledged.size);
}, 180_000);
