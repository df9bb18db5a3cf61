/**
 * The folder whose files the site serves at its root (Vite's `publicDir`): /partners/acme.svg is
 * app/public/partners/acme.svg. Codegen checks every image path of the content against it.
 */
export const PUBLIC_DIR = "app/public";
