import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { request } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startNginx, type Nginx } from "../support/nginx.ts";
import { requireBuild, startServerProcess, type ServerProcess } from "./support/server-process.ts";

// While instances are restarted onto a new release one at a time (docs/operating.md, "Running several
// instances"), a page from one already on it names files by a content hash that an instance still on the
// release before has not got. That instance is stood in for by a server that has none of this release's
// files: it answers 404 to everything.
let server: ServerProcess;
let releaseBefore: Server;
const askedOfReleaseBefore: string[] = [];
let proxy: Nginx;

beforeAll(async () => {
  requireBuild();
  server = await startServerProcess({ LEADS_DB_PATH: join(mkdtempSync(join(tmpdir(), "releases-")), "leads.sqlite") });
  releaseBefore = createServer((req, res) => {
    askedOfReleaseBefore.push(req.url ?? "");
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
  });
  await new Promise<void>((resolve) => releaseBefore.listen(0, "127.0.0.1", resolve));
  const { port } = releaseBefore.address() as AddressInfo;
  proxy = await startNginx([`http://127.0.0.1:${port}`, server.url]);
});

afterAll(async () => {
  await proxy?.close();
  releaseBefore?.close();
  await server?.kill("SIGTERM");
});

function statusThroughProxy(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(`${proxy.url}${path}`, { rejectUnauthorized: false }, (response) =>
      response.resume().on("end", () => resolve(response.statusCode ?? 0)),
    )
      .on("error", reject)
      .end();
  });
}

test("a script, a style sheet or a picture a page names is found through nginx while another instance has not got it", async () => {
  // The case studies' photograph is a file of its own; a small drawing comes inside the page (decision 502).
  const page = await (await fetch(`${server.url}/case-studies`)).text();
  const named = [/href="(\/assets\/[^"]+\.css)"/, /src="(\/media\/[^"]+)"/, /"(\/assets\/[^"]+\.js)"/].map(
    (pattern) => pattern.exec(page)?.[1],
  );
  expect(named.every((path) => path !== undefined)).toBe(true);
  const statuses: number[] = [];
  // nginx takes the two instances in turn: half of these go first to the one without the file.
  for (let round = 0; round < 2; round += 1) for (const path of named) statuses.push(await statusThroughProxy(path!));
  expect(statuses).toEqual(statuses.map(() => 200));
  expect(askedOfReleaseBefore.length).toBeGreaterThan(0);
  // A file no instance has is still a 404.
  expect(await statusThroughProxy("/assets/missing-0000.js")).toBe(404);
});
