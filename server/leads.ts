// `npm run leads`: the lead store's command line, from the current release's bundle like the server, so
// it runs where only the release and its production dependencies are installed.
import { importCurrentRelease } from "./releases.ts";

const { bundle } = await importCurrentRelease(process.env);
process.exitCode = await bundle.runLeadsCli(process.argv.slice(2), bundle.leadsCliIo());
