import type { Content } from "./load.ts";
import type { Problem } from "./problems.ts";
import type { PublicEnv } from "./public-env.ts";
import { problemAt, type FieldPath, type YamlSource } from "./yaml-source.ts";

/** A host under the reserved `.example` name (RFC 2606): an address or link that reaches no one. */
const EXAMPLE_HOST = /[\w{}-]+(?:\.[\w{}-]+)*\.example(?![\w.-]*\w)/;
/** A handle such as linkedin.com/company/acme-example or t.me/acme_example, in a URL's path. */
const EXAMPLE_HANDLE = /https?:\/\/[^/\s]+\/\S*?[-_]example(?![\w-])/;

/** The address or link (the word around the placeholder) as the author wrote it. */
function placeholderIn(value: string): string | undefined {
  return value.split(/[\s"'()<>,]+/).find((word) => EXAMPLE_HOST.test(word) || EXAMPLE_HANDLE.test(word));
}

/**
 * Every placeholder address or link in content: a warning at its place, so a site with one cannot pass
 * `--strict` (docs/decisions/372). Settings the build replaces are left alone when it does: the site's
 * `url` when PUBLIC_SITE_URL is set, the chat's `scriptUrl` while no chat is configured.
 */
export function placeholderValues(content: Content, env: Pick<PublicEnv, "siteUrl" | "chat">): Problem[] {
  const problems: Problem[] = [];
  const warn = (source: YamlSource, path: FieldPath, placeholder: string) =>
    problems.push({
      ...problemAt(source, path, "CG133", `"${placeholder}" is a placeholder: visitors would reach no one there`),
      severity: "warning",
    });
  const walk = (source: YamlSource, value: unknown, path: FieldPath): void => {
    if (typeof value === "string") {
      const placeholder = placeholderIn(value);
      if (placeholder !== undefined) warn(source, path, placeholder);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(source, item, [...path, index]));
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(source, child, [...path, key]);
    }
  };

  const site = content.site.source;
  const { url, chat, ...rest } = content.site.source.value as Record<string, unknown>;
  if (env.siteUrl === null) walk(site, url, ["url"]);
  if (env.chat !== null) walk(site, chat, ["chat"]);
  walk(site, rest, []);
  for (const { source } of [...content.pages, ...content.forms, ...content.legal]) walk(source, source.value, []);
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
