import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin must not run inside unit tests.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/reliability/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    // Reliability tests start real server processes; on two busy cores that can take several seconds.
    hookTimeout: 60_000,
  },
});
