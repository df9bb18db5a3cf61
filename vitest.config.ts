import { availableParallelism } from "node:os";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { configDefaults, defineConfig } from "vitest/config";
import { vitestFilesLeftOut } from "./tests/support/system-services.ts";

// Separate from vite.config.ts: the React Router plugin must not run inside unit tests.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/reliability/**/*.test.ts"],
    // A suite whose system service this machine lacks (nginx), named in npm test's summary; none on CI.
    exclude: [...configDefaults.exclude, ...vitestFilesLeftOut()],
    environment: "node",
    globalSetup: ["tests/support/vitest-scratch.ts"],
    // One file per core. Vitest's default (cores - 1) ran the files one at a time on a 2-core host, and
    // the reliability files spend most of their time waiting on the servers they start.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    // Reliability tests start real server processes; on two busy cores that can take several seconds.
    hookTimeout: 60_000,
  },
});
