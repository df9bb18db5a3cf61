import { routePath } from "#model/schema/page.ts";
import { LANGUAGE_NAMES_IN_ENGLISH, LOCALES, TRANSLATED_LOCALES } from "#model/schema/locales.ts";
import { translationPath } from "./translation-files.ts";

/** First path segments the site answers itself (app/routes.ts, the build's folders) or gives a language. */
const RESERVED_SEGMENTS: ReadonlySet<string> = new Set(["api", "forms", "assets", "og", ...LOCALES]);

interface StarterRequest {
  path: string;
  title: string;
  /** File name without .yaml; by default the path's segments joined by "-" ("/solutions/backup" → solutions-backup). */
  name?: string;
  siteName: string;
}

/** A new page's files by their path under the content root, or why they cannot be written. */
export type Starter = { files: Record<string, string>; englishFile: string } | { error: string };

/**
 * The files of a new page in every language: the English page with its schema modeline and a starter
 * hero, and for each translation its structure with the English texts as comments to translate. A fresh
 * translation holds no text, so codegen warns at each text and shows English there until it is written.
 */
export function pageStarter({ path, title, name, siteName }: StarterRequest): Starter {
  const checked = routePath.safeParse(path);
  if (!checked.success || path === "/") {
    return { error: `"${path}" is not a new page's path: ${checked.error?.issues[0]?.message ?? "the home page exists"}` };
  }
  const first = path.split("/")[1]!;
  if (RESERVED_SEGMENTS.has(first)) return { error: `"${path}" is taken by the site itself (paths under /${first}/ are not pages)` };
  const heading = title.trim();
  if (!heading) return { error: 'give the page a title, e.g. npm run new-page -- /security "Security"' };
  const fileName = name ?? path.slice(1).replaceAll("/", "-");
  if (!/^[a-z0-9][a-z0-9-]*$/.test(fileName)) return { error: `"${fileName}" is not a file name: lowercase letters, digits and hyphens` };

  const englishFile = `content/pages/${fileName}.yaml`;
  const pageTitle = `${heading} — ${siteName}`;
  const description = `${heading} at ${siteName}.`;
  const files: Record<string, string> = {
    [englishFile]: [
      "# yaml-language-server: $schema=../../generated/schema/page.json",
      `path: ${path}`,
      `title: ${quoted(pageTitle)}`,
      `description: ${quoted(description)}`,
      "sections:",
      "  # Sections follow in page order; content/README.md lists their types (hero, cards, list, prose, cta, …).",
      "  - type: hero",
      `    title: ${quoted(heading)}`,
      "",
    ].join("\n"),
  };
  for (const locale of TRANSLATED_LOCALES) {
    files[translationPath(englishFile, locale)] = [
      "# yaml-language-server: $schema=../../generated/schema/page-translation.json",
      `# The ${LANGUAGE_NAMES_IN_ENGLISH[locale]} text of ${englishFile}: translate each commented English line and remove`,
      `# its "#". Until then /${locale}${path} shows the English text and codegen warns at each place.`,
      `# title: ${quoted(pageTitle)}`,
      `# description: ${quoted(description)}`,
      "sections:",
      "  - type: hero",
      `    # title: ${quoted(heading)}`,
      "",
    ].join("\n");
  }
  return { files, englishFile };
}

/** A YAML scalar for a title: quoted when plain YAML would read it otherwise (a colon, a leading symbol). */
function quoted(value: string): string {
  return /^[\p{L}\p{N}][^:#{}[\],&*!|>'"%@`]*$/u.test(value) ? value : JSON.stringify(value);
}
