import "./production-mode.ts";
import { join } from "node:path";
import { buildDirectory } from "../codegen/public-env.ts";
import { closeOnSignals, readServerConfig, startServer } from "./main.ts";

// Serves an existing build and never builds: what tests spawn, and what start.ts runs after building.
const running = await startServer(readServerConfig(), join(process.cwd(), buildDirectory(process.env)));
closeOnSignals(running);
console.log(JSON.stringify({ level: "info", event: "listening", url: running.url, mode: process.env.NODE_ENV }));
