/** URL of the page script (app/enhance/index.ts) in this build; app/enhance/vite-plugin.ts provides it. */
declare module "virtual:enhance-script" {
  const url: string;
  export default url;
}

/** URL of the islands bundle (app/islands/index.ts) in this build; app/enhance/vite-plugin.ts provides it. */
declare module "virtual:islands-url" {
  const url: string;
  export default url;
}
