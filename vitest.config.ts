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
    // Each worker runs file after file in one module graph: codegen, zod and the content model load once
    // per worker, not once per file, and the codegen tests' kept session (tests/unit/codegen/fixture.ts)
    // carries from file to file. Per file, that load cost more CPU than most files' tests (decision 497).
    isolate: false,
    // What a file's spies replace is put back after each test, so the next file in the worker sees the real thing.
    restoreMocks: true,
    testTimeout: 30_000,
    // Reliability tests start real server processes; on two busy cores that can take several seconds.
    hookTimeout: 60_000,
  },
});
