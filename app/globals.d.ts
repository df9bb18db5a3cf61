/** The build's date as YYYY-MM-DD, defined by vite.config.ts for both server and client bundles. */
declare const __BUILD_DATE__: string;

/** URL of the page script (app/enhance/index.ts) in this build; app/enhance/vite-plugin.ts provides it. */
declare module "virtual:enhance-script" {
  const url: string;
  export default url;
}
