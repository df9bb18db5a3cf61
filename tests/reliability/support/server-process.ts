import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { builtFromCurrentSources } from "../../../server/build-sources.ts";
import { currentRelease } from "../../../server/releases.ts";
import { form as contactForm } from "#generated/forms/contact.ts";
import { CONSENT_VERSION_FIELD } from "#model/schema/consent-label.ts";

const root = join(import.meta.dirname, "../../..");

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line the server has written so far, stdout and stderr. */
  output: string[];
  /** Ends the process (SIGKILL: no shutdown code runs, like a power cut) and waits until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Fails with what to do when there is no build, or one made from other sources than the tree's. */
export function requireBuild(repository = root): void {
  const release = currentRelease(join(repository, "build"));
  if (!release) throw new Error("This test reads the built site, and there is none: run `npm run build` first (npm test does).");
  if (!builtFromCurrentSources(release, repository)) {
    throw new Error("This test reads the built site, and it was built from other sources than these: run `npm run build` (npm test does).");
  }
}

/**
 * Starts the production server on a free port and resolves once it listens: `server/serve.ts` serves the
 * build as it is; `server/start.ts` (the benches) rebuilds it first when sources or baked settings changed;
 * "npm run serve" is the operator's command, run through npm in its own process group.
 */
export async function startServerProcess(
  env: Record<string, string>,
  script: "server/serve.ts" | "server/start.ts" | "tools/dev.ts" | "tools/editor.ts" | "npm run serve" = "server/serve.ts",
  /** The folder the server runs in: the repository unless a test set up another. */
  cwd = root,
  /** Told each line the server writes until it listens: a test acts while the server starts. */
  whileStarting?: (line: string) => void,
): Promise<ServerProcess> {
  const throughNpm = script === "npm run serve";
  const [command, args] = throughNpm ? ["npm", ["run", "--silent", "serve"]] : [process.execPath, [script]];
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", RATE_LIMIT_PER_MINUTE: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: throughNpm,
  });
  const stderr: string[] = [];
  const output: string[] = [];
  child.stderr!.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  createInterface({ input: child.stderr! }).on("line", (line) => output.push(line));
  const lines = createInterface({ input: child.stdout! });
  lines.on("line", (line) => output.push(line));
  const url = await new Promise<string>((resolve, reject) => {
    let listening = false;
    const starting = (line: string) => {
      if (!listening) whileStarting?.(line);
    };
    createInterface({ input: child.stderr! }).on("line", starting);
    lines.on("line", (line) => {
      if (!line.includes('"event":"listening"')) return starting(line);
      listening = true;
      resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code} before listening:\n${stderr.join("")}`)));
  });
  return {
    url,
    child,
    output,
    async kill(signal = "SIGKILL") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      // npm and the server it started are one process group; a signal to npm alone may not reach the server.
      if (throughNpm) process.kill(-child.pid!, signal);
      else child.kill(signal);
      await exited;
    },
  };
}

/** A valid contact form post, as a page's form sends it without JavaScript. */
export function contactFormBody(email: string): string {
  return new URLSearchParams({
    formId: "contact",
    firstName: "Aziz",
    email,
    subject: "Private cloud",
    message: "Please call me about a private cloud.",
    consent: "true",
    [CONSENT_VERSION_FIELD]: contactForm.consent.version,
  }).toString();
}

/** A lead as the JSON API takes it; the key makes a client's retry of the same lead safe. */
export function contactLead(index: number, key: string) {
  return {
    key,
    body: {
      name: `Reliability ${index}`,
      email: `lead-${index}@reliability.example`,
      phone: "",
      company: "Acme",
      message: `Lead number ${index} about twenty VMs.`,
      consent: true,
    },
  };
}

export async function postLead(url: string, lead: ReturnType<typeof contactLead>): Promise<number> {
  const response = await fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": lead.key },
    body: JSON.stringify(lead.body),
  });
  await response.arrayBuffer();
  return response.status;
}
