/** What expiring cookies touches of the browser: narrow, so tests hand it a stand-in without casts. */
export interface CookieWindow {
  readonly location: Pick<Location, "hostname" | "pathname">;
  readonly document: { cookie: string };
}

const EXPIRED = "=;expires=Thu, 01 Jan 1970 00:00:00 GMT;max-age=0";

/**
 * Expires every cookie scripts can see whose name `select` picks, on each path and domain it may have
 * been set for (a script cannot read where a cookie was set). Returns whether there was any.
 */
export function expireCookies(window: CookieWindow, select: (name: string) => boolean): boolean {
  const { hostname, pathname } = window.location;
  const names = window.document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .filter((name) => name !== "" && select(name));
  for (const name of names) {
    for (const scope of ["", ";path=/", `;path=${pathname}`, `;path=/;domain=${hostname}`, `;path=/;domain=.${hostname}`]) {
      window.document.cookie = name + EXPIRED + scope;
    }
  }
  return names.length > 0;
}
