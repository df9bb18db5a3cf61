// The system services some suites need beside Node: nginx (the proxy operators run in front of the
// server) and PostgreSQL (the second lead store). A developer's machine may lack them: those suites are
// then left out, each named in npm test's summary with the command that installs what it needs. CI
// installs both (.ci/run), and with CI=true a missing one fails the run instead (decision 482).
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";

export interface MissingService {
  /** What is missing and how to get it, as the summary prints it after "skipped: ". */
  install: string;
  /** The suites left out without it (their files), or empty when they skip themselves. */
  vitestFiles: string[];
  playwrightFiles: RegExp[];
}

/** /usr/sbin/nginx (Debian's package), or an nginx on PATH; undefined when there is none. */
export function findNginx(): string | undefined {
  const candidates = ["/usr/sbin/nginx", ...(process.env.PATH ?? "").split(delimiter).map((folder) => join(folder, "nginx"))];
  return candidates.find((path) => existsSync(path));
}

export function missingServices(env: NodeJS.ProcessEnv = process.env): MissingService[] {
  const missing: MissingService[] = [];
  if (!findNginx())
    missing.push({
      install: "install nginx (apt-get install nginx): the tests behind the proxy, deploy/nginx.conf in front of the server",
      vitestFiles: [
        "tests/reliability/behind-nginx.test.ts",
        "tests/reliability/rate-limit-behind-proxy.test.ts",
        "tests/reliability/releases-behind-nginx.test.ts",
        "tests/reliability/several-instances-postgres.test.ts",
      ],
      playwrightFiles: [/behind-tls-proxy\.spec\.ts$/],
    });
  if (!env.TEST_DATABASE_URL)
    missing.push({
      install:
        "install PostgreSQL (apt-get install postgresql) and set TEST_DATABASE_URL to a database on it: the store tests on PostgreSQL (they name themselves skipped)",
      vitestFiles: [],
      playwrightFiles: [],
    });
  return missing;
}

/**
 * The suites to leave out on this machine. With CI=true none: a CI run without a service fails, naming it,
 * rather than pass on fewer tests.
 */
const leftOut = () => (process.env.CI ? [] : missingServices());
export const vitestFilesLeftOut = (): string[] => leftOut().flatMap((service) => service.vitestFiles);
export const playwrightSpecsLeftOut = (): RegExp[] => leftOut().flatMap((service) => service.playwrightFiles);
