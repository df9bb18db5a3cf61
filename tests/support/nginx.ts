import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.ts";
import { findNginx } from "./system-services.ts";

/** The sample configuration operators copy (README, "Behind nginx"): the tests run exactly this file. */
const DEPLOY_CONFIG = join(import.meta.dirname, "../../deploy/nginx.conf");

export interface Nginx {
  /** https://127.0.0.1:<port>, the address a visitor uses. */
  url: string;
  /** http://127.0.0.1:<port>: the plain-HTTP server block, which only redirects to HTTPS. */
  httpUrl: string;
  close(): Promise<void>;
}

/**
 * Debian's nginx in front of `upstream` (the production server, plain HTTP on loopback; several servers of
 * one release when it is a list, as docs/operating.md's "Running several instances" sets them), with the site
 * file deploy/nginx.conf as operators install it: TLS with a certificate made for the test, the
 * forwarding headers, body size, timeouts and buffering all as that file sets them. Its own process,
 * configuration, logs and temporary files in a temporary folder, on free loopback ports; never the
 * system's nginx service. Fails when nginx is not installed; npm test leaves these suites out then
 * (tests/support/system-services.ts).
 */
export async function startNginx(upstream: string | readonly string[]): Promise<Nginx> {
  const servers = (typeof upstream === "string" ? [upstream] : upstream).map((url) => new URL(url).host);
  const binary = nginxBinary();
  const dir = mkdtempSync(join(tmpdir(), "nginx-"));
  // nginx's workers run as `nobody` when the test runs as root: they must reach the temporary paths.
  chmodSync(dir, 0o755);
  try {
    const { cert, key } = selfSignedCertificate(dir);
    // A port found free may be taken before nginx binds it: then once more on other ports.
    for (let attempt = 1; ; attempt += 1) {
      const ports = { https: await freePort(), http: await freePort() };
      writeFileSync(join(dir, "site.conf"), siteConfig({ ...ports, servers, cert, key }));
      writeFileSync(join(dir, "nginx.conf"), mainConfig(dir));
      try {
        return await run(binary, dir, ports);
      } catch (error) {
        if (attempt >= 3 || !/Address already in use/.test(String(error))) throw error;
      }
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function nginxBinary(): string {
  const found = findNginx();
  if (!found) throw new Error("nginx is not installed: apt-get install nginx (the proxy tests run Debian's nginx with deploy/nginx.conf)");
  return found;
}

/**
 * deploy/nginx.conf with its machine-specific values replaced, each of which must be there exactly once:
 * the listen ports (80 and 443 become free ports on 127.0.0.1), the certificate paths and the upstream
 * address (one `server` line per upstream server). Plain text replacement of the values the file names, not tokens: the file stays a working
 * configuration an operator can read and copy, and every other line (headers, body size, timeouts,
 * buffering, compression) reaches the test unchanged. A line the tests replace that was edited away
 * stops the test with its name, rather than letting nginx run on port 443 or a certificate in /etc.
 */
function siteConfig(values: { https: number; http: number; servers: string[]; cert: string; key: string }): string {
  let text = readFileSync(DEPLOY_CONFIG, "utf8");
  const replacements: [string, string][] = [
    ["listen 80;", `listen 127.0.0.1:${values.http};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${values.https} ssl http2;`],
    ["ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;", `ssl_certificate ${values.cert};`],
    ["ssl_certificate_key /etc/letsencrypt/live/example.com/privkey.pem;", `ssl_certificate_key ${values.key};`],
    ["server 127.0.0.1:3000;", values.servers.map((server) => `server ${server};`).join("\n    ")],
  ];
  for (const [placeholder, value] of replacements) {
    const count = text.split(placeholder).length - 1;
    if (count !== 1) {
      throw new Error(`deploy/nginx.conf has "${placeholder}" ${count} times, not once: tests/support/nginx.ts replaces it for the test`);
    }
    text = text.replace(placeholder, () => value);
  }
  return text;
}

/**
 * What /etc/nginx/nginx.conf is to the site file on a server: the `http` context it is included in,
 * with logs, pid and temporary files in the test's folder instead of /var. It keeps the two settings of
 * Debian's own nginx.conf that the site file must hold its own against: gzip on, and TLS 1.0 allowed.
 */
function mainConfig(dir: string): string {
  const path = (name: string) => join(dir, name);
  return `worker_processes 1;
pid ${path("nginx.pid")};
error_log ${path("error.log")} warn;
events { worker_connections 512; }
http {
    access_log ${path("access.log")};
    client_body_temp_path ${path("client_body")};
    proxy_temp_path ${path("proxy")};
    fastcgi_temp_path ${path("fastcgi")};
    uwsgi_temp_path ${path("uwsgi")};
    scgi_temp_path ${path("scgi")};
    gzip on;
    ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
    include ${path("site.conf")};
}
`;
}

/** Starts nginx in the foreground on the configuration in `dir`; resolves once it has bound both ports. */
async function run(binary: string, dir: string, ports: { https: number; http: number }): Promise<Nginx> {
  const child = spawn(binary, ["-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stderr: string[] = [];
  child.stderr!.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = once(child, "exit");
  const failure = () => {
    const log = existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "";
    return new Error(`nginx did not start (deploy/nginx.conf as tests/support/nginx.ts runs it):\n${stderr.join("")}${log}`);
  };
  // nginx writes its pid file once it has read its configuration and bound its ports: from then on both
  // take connections. Its exit before that (a bad line, a port taken) is the failure.
  const pidFile = join(dir, "nginx.pid");
  await new Promise<void>((resolve, reject) => {
    const watcher = watch(dir, () => {
      if (existsSync(pidFile)) done(resolve);
    });
    const done = (settle: () => void) => {
      watcher.close();
      child.off("exit", onExit);
      settle();
    };
    const onExit = () => done(() => reject(failure()));
    child.once("exit", onExit);
    if (existsSync(pidFile)) done(resolve);
  });
  return {
    url: `https://127.0.0.1:${ports.https}`,
    httpUrl: `http://127.0.0.1:${ports.http}`,
    async close() {
      // SIGTERM: nginx's fast shutdown, which does not wait for idle keep-alive connections.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A throw-away self-signed certificate for 127.0.0.1 and localhost, made by the machine's openssl in `dir`. */
function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  const subject = ["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"];
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", ...subject, "-keyout", key, "-out", cert], {
    stdio: "ignore",
  });
  return { cert, key };
}
