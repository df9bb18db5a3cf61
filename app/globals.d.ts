/** The build's date as YYYY-MM-DD, defined by vite.config.ts for both server and client bundles. */
declare const __BUILD_DATE__: string;
