// `npm run leads` as its own process, from the source instead of a release's bundle (server/leads.ts runs
// the same two calls from the bundle), so a test can give it a small heap and read its stdout as a pipe.
import { processCliIo, runCli } from "../../../../server/leads/cli.ts";

process.exitCode = await runCli(process.argv.slice(2), processCliIo());
