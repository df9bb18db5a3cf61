import type { Content } from "../load.ts";
import { legalPlaceholders } from "../legal-placeholders.ts";
import { perObject } from "../per-object.ts";
import type { Problem } from "../problems.ts";
import type { PublicEnv } from "#model/public-env.ts";
import { isPendingFact } from "#model/schema/section-compliance.ts";
import { problemAt, type FieldPath, type YamlSource } from "../yaml-source.ts";

/** A host under the reserved `.example` name (RFC 2606): an address or link that reaches no one. */
const EXAMPLE_HOST = /[\w{}-]+(?:\.[\w{}-]+)*\.example(?![\w.-]*\w)/;
/** A handle such as linkedin.com/company/acme-example or t.me/acme_example, in a URL's path. */
const EXAMPLE_HANDLE = /https?:\/\/[^/\s]+\/\S*?[-_]example(?![\w-])/;

/**
 * A warning that content still holds a placeholder the company must replace: an address (CG133), a legal
 * detail (CG135) or a fact such as a certificate's number (CG136); or a claim left out until such a fact
 * is supplied (CG466). `npm run readiness` lists the facts (placeholderValues), each with the claims it holds back.
 */
export const isPlaceholderWarning = (problem: Pick<Problem, "code">): boolean =>
  ["CG133", "CG135", "CG136", "CG466"].includes(problem.code);

/** The address or link (the word around the placeholder) as the author wrote it. */
function placeholderIn(value: string): string | undefined {
  return value.split(/[\s"'()<>,]+/).find((word) => EXAMPLE_HOST.test(word) || EXAMPLE_HANDLE.test(word));
}

/**
 * Every placeholder address or link in content, every placeholder legal detail (a TIN of zeros, an
 * "Example" name or address) and every fact only the company can give that it has not yet (`PENDING …`): a
 * warning at its place, so a site with one cannot pass `--strict` (docs/decisions/372, 381 and 387).
 * Settings the build replaces are left alone when it does: the site's
 * `url` when PUBLIC_SITE_URL is set, the chat's `scriptUrl` while no chat is configured.
 */
export function placeholderValues(content: Content, env: Pick<PublicEnv, "siteUrl" | "chat">): Problem[] {
  const problems: Problem[] = [];
  const site = content.site.source;
  const { url, chat, ...rest } = content.site.source.value as Record<string, unknown>;
  if (env.siteUrl === null) problems.push(...placeholdersIn(site, url, ["url"]));
  if (env.chat !== null) problems.push(...placeholdersIn(site, chat, ["chat"]));
  problems.push(...placeholdersIn(site, rest, []));
  for (const { path, value } of legalPlaceholders(content.site.data.legal)) {
    const shown = content.site.data.legal.notPublished;
    const message = `"${value}" stands in for a registered detail: pages show "${shown}" there until the real one is written`;
    problems.push({ ...problemAt(site, ["legal", ...path], "CG135", message), severity: "warning" });
  }
  for (const { source } of [...content.pages, ...content.forms, ...content.legal]) problems.push(...placeholdersInFile(source));
  for (const doc of content.legal) {
    for (const link of doc.body.links) {
      const placeholder = placeholderIn(link.href);
      if (placeholder === undefined) continue;
      problems.push({
        file: doc.source.file,
        line: link.line,
        col: link.col,
        path: "(markdown link)",
        code: "CG133",
        message: `"${placeholder}" is a placeholder: visitors would reach no one there`,
        severity: "warning",
      });
    }
  }
  return problems;
}

/** A warning at each placeholder in `value`, which sits at `path` of `source`. */
function placeholdersIn(source: YamlSource, value: unknown, path: FieldPath): Problem[] {
  if (typeof value === "string" && isPendingFact(value)) {
    const message = `"${value}" is a placeholder: the company has not supplied this fact yet, and visitors read that it is not published`;
    return [{ ...problemAt(source, path, "CG136", message), severity: "warning" }];
  }
  if (typeof value === "string") {
    const placeholder = placeholderIn(value);
    if (placeholder === undefined) return [];
    const message = `"${placeholder}" is a placeholder: visitors would reach no one there`;
    return [{ ...problemAt(source, path, "CG133", message), severity: "warning" }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => placeholdersIn(source, item, [...path, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => placeholdersIn(source, child, [...path, key]));
  return [];
}

/** A page's, form's or legal document's placeholders, once per version of it in a session (codegen/per-object.ts). */
const placeholdersInFile = perObject((source: YamlSource) => placeholdersIn(source, source.value, []));
