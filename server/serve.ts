// `npm run serve`: starts the current release and never builds. Node built-ins and the release's own
// bundle only, so it runs after `npm ci --omit=dev` with nothing but the release beside it (decision 352).
import "./production-mode.ts";
import { claimRelease, importCurrentRelease } from "./releases.ts";

const { release, bundle } = await importCurrentRelease(process.env);
// Kept from pruning while this process serves it, so a rebuild never takes files from under it.
const letGo = claimRelease(release);
const running = await bundle.serveRelease(release);
bundle.closeOnSignals(running, letGo);
console.log(JSON.stringify({ level: "info", event: "listening", url: running.url, mode: process.env.NODE_ENV, release }));
