import { performance } from "node:perf_hooks";
import { formatProblem } from "./problems.ts";
import { runCodegen, type CodegenResult } from "./run.ts";
import { ConfigError } from "#model/settings.ts";

const started = performance.now();
const strict = process.argv.includes("--strict");
let result: CodegenResult;
try {
  result = runCodegen(process.cwd(), { env: process.env, strict });
} catch (error) {
  // A bad build setting is the operator's to fix, in the words the server uses for its own settings.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);

for (const warning of result.warnings) console.warn(formatProblem(warning));
if (result.warnings.length > 0) {
  const count = result.warnings.length;
  // Each warning says what ships meanwhile (English in place of a translation, a placeholder address…).
  console.warn(`\ncodegen: ${count} warning${count === 1 ? "" : "s"}, each shipping as it says; \`--strict\` makes them errors.\n`);
}
if (result.problems.length > 0) {
  for (const problem of result.problems) console.error(formatProblem(problem));
  const count = result.problems.length;
  console.error(`\ncodegen: ${count} problem${count === 1 ? "" : "s"} in content/; nothing was generated.`);
  process.exit(1);
}
console.log(`codegen: ${result.routeCount} routes, ${result.written.length} files updated in ${seconds}s`);
