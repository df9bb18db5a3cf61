import { formatReadiness, readiness } from "./readiness.ts";

// `npm run readiness`: the company's checklist; non-zero while a fact is pending, so a release script can stop on it.
const result = readiness(process.cwd(), process.env);
const ready = result.problems.length === 0 && result.pending.length === 0;
(ready ? console.log : console.error)(formatReadiness(result));
process.exit(ready ? 0 : 1);
