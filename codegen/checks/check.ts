import { checkForms } from "./check-forms.ts";
import { siteValue } from "../claims.ts";
import type { Content } from "../load.ts";
import type { ProblemCode } from "../problem-codes.ts";
import { perObject } from "../per-object.ts";
import type { Problem } from "../problems.ts";
import type { PageFile } from "#model/schema/index.ts";
import { matchRoute, type RouteEntry } from "../routes.ts";
import { problemAt, type FieldPath, type YamlSource } from "../yaml-source.ts";

interface LinkUse {
  href: string;
  file: string;
  line: number;
  col: number;
  path: string;
  /** Anchors of the page the link sits on, for "#anchor" links; null where there is no single page. */
  ownAnchors: ReadonlySet<string> | null;
}

/** Checks that need the whole content at once: unique paths and ids, references, links, anchors. */
export function crossCheck(content: Content, routes: readonly RouteEntry[]): Problem[] {
  return [
    ...duplicatePaths(content),
    ...duplicateSectionIds(content),
    ...unknownClaims(content),
    ...checkForms(content),
    ...brokenLinks(collectLinks(content, routes), routes),
  ];
}

function duplicatePaths(content: Content): Problem[] {
  const seen = new Map<string, string>();
  const problems: Problem[] = [];
  const claim = (path: string, source: YamlSource, field: FieldPath) => {
    const first = seen.get(path);
    if (first) problems.push(problemAt(source, field, "CG120", `path "${path}" is already used by ${first}`));
    else seen.set(path, source.file);
  };
  for (const page of content.pages) {
    claim(page.data.path, page.source, ["path"]);
    page.data.aliases.forEach((alias, index) => claim(alias, page.source, ["aliases", index]));
  }
  for (const doc of content.legal) claim(doc.data.path, doc.source, ["path"]);
  return problems;
}

function duplicateSectionIds(content: Content): Problem[] {
  return content.pages.flatMap((page) => {
    const seen = new Set<string>();
    return page.data.sections.flatMap((section, index) => {
      if (!section.id) return [];
      if (seen.has(section.id)) {
        return [problemAt(page.source, ["sections", index, "id"], "CG121", `section id "${section.id}" is used twice on this page`)];
      }
      seen.add(section.id);
      return [];
    });
  });
}

/**
 * Every claim a page refers to must exist in site.yaml: a `claims: [key]` list, a `claim: key` field, or
 * a `{{key}}` (or `{{contacts.field}}`, `{{legal.…}}`) token inside any text, at any depth of a section,
 * of the site text or a form, or in a legal document's Markdown, English or translated.
 */
function unknownClaims(content: Content): Problem[] {
  const site = content.site.data;
  const known = Object.keys(site.claims);
  const contacts = Object.keys(site.contacts);
  const why = (key: string, token: boolean): { code: ProblemCode; message: string } | null => {
    if (key.includes(".")) {
      if (siteValue(site, key) !== undefined) return null;
      if (key.startsWith("contacts.")) {
        return { code: "CG131", message: `unknown contact "{{${key}}}"; contacts in content/site.yaml: ${contacts.join(", ")}` };
      }
      return { code: "CG195", message: `"{{${key}}}" names no text or number of content/site.yaml` };
    }
    if (known.includes(key)) return null;
    const shown = token ? `{{${key}}}` : key;
    return { code: "CG130", message: `unknown claim "${shown}"; claims in content/site.yaml: ${known.join(", ")}` };
  };
  // Pages refer to claims by key too; the site text and forms only quote them (the default description
  // states the uptime).
  const yaml = [
    ...content.pages.map(({ source, data }) => ({ source, references: sectionClaimReferences(data) })),
    ...[content.site, ...content.forms].map(({ source, data }) => ({
      source,
      references: claimReferences(data, []).filter(({ token }) => token),
    })),
  ];
  const inYaml = yaml.flatMap(({ source, references }) =>
    references.flatMap(({ key, path, token }) => {
      const problem = why(key, token);
      return problem ? [problemAt(source, path, problem.code, problem.message)] : [];
    }),
  );
  const documents = [
    ...content.legal.map((doc) => ({ file: doc.source.file, body: doc.body })),
    ...content.translations.flatMap((item) => (item.body ? [{ file: item.source.file, body: item.body }] : [])),
  ];
  const inLegal = documents.flatMap(({ file, body }) =>
    body.placeholders.flatMap(({ key, line, col }): Problem[] => {
      const problem = why(key, true);
      return problem ? [{ file, line, col, path: "(markdown)", code: problem.code, message: problem.message }] : [];
    }),
  );
  return [...inYaml, ...inLegal];
}

const CLAIM_TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g;

interface ClaimReference {
  key: string;
  path: FieldPath;
  /** Whether the reference is a {{token}} inside text rather than a claim field. */
  token: boolean;
}

/** A page's claim references, once per version of it in a session (codegen/per-object.ts). */
const sectionClaimReferences = perObject((page: PageFile) => claimReferences(page.sections, ["sections"]));

function claimReferences(value: unknown, path: FieldPath): ClaimReference[] {
  if (typeof value === "string") {
    return [...value.matchAll(CLAIM_TOKEN)].map((match) => ({ key: match[1] ?? "", path, token: true }));
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => claimReferences(item, [...path, index]));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => {
    if (key === "claim" && typeof child === "string") return [{ key: child, path: [...path, key], token: false }];
    if (key === "claims" && Array.isArray(child)) {
      return child.flatMap((item, index) => (typeof item === "string" ? [{ key: item, path: [...path, key, index], token: false }] : []));
    }
    return claimReferences(child, [...path, key]);
  });
}

function collectLinks(content: Content, routes: readonly RouteEntry[]): LinkUse[] {
  const links: LinkUse[] = [];
  const fromYaml = (source: YamlSource, ownAnchors: ReadonlySet<string> | null) => {
    for (const link of linksIn(source)) links.push({ ...link, ownAnchors });
  };
  const anchors = new Map<string, ReadonlySet<string>>();
  for (const route of routes) if (!anchors.has(route.contentId)) anchors.set(route.contentId, route.anchors);
  const anchorsOf = (contentId: string) => anchors.get(contentId) ?? null;

  fromYaml(content.site.source, null);
  // A contact that is a page of the site (a booking button's fallback) is a link like any other.
  for (const [name, value] of Object.entries(content.site.data.contacts)) {
    if (!value.startsWith("/")) continue;
    const { line, col } = content.site.source.locate(["contacts", name]);
    links.push({ href: value, file: content.site.source.file, line, col, path: `contacts.${name}`, ownAnchors: null });
  }
  for (const page of content.pages) fromYaml(page.source, anchorsOf(page.id));
  for (const form of content.forms) fromYaml(form.source, null);
  for (const doc of content.legal) {
    for (const link of doc.body.links) {
      links.push({ ...link, file: doc.source.file, path: "(markdown link)", ownAnchors: anchorsOf(doc.id) });
    }
  }
  return links;
}

/** Every `href` a file writes, at its place; once per version of the file in a session (codegen/per-object.ts). */
const linksIn = perObject((source: YamlSource): Omit<LinkUse, "ownAnchors">[] => {
  const links: Omit<LinkUse, "ownAnchors">[] = [];
  walkHrefs(source.value, [], (href, path) => {
    const { line, col } = source.locate(path);
    links.push({ href, file: source.file, line, col, path: path.join(".") });
  });
  return links;
});

function walkHrefs(value: unknown, path: PropertyKey[], found: (href: string, path: PropertyKey[]) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walkHrefs(item, [...path, index], found));
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "href" && typeof child === "string") found(child, [...path, key]);
      else walkHrefs(child, [...path, key], found);
    }
  }
}

/** Below this many files, a broken target is a local slip; above, it is a shared link. */
const SHARED_LINK_THRESHOLD = 3;

function brokenLinks(links: readonly LinkUse[], routes: readonly RouteEntry[]): Problem[] {
  // A path is looked up among the routes once, however many pages link to it.
  const byHref = new Map<string, ReturnType<typeof whyBroken>>();
  const why = (link: LinkUse) => {
    if (link.href.startsWith("#")) return whyBroken(link, routes);
    if (!byHref.has(link.href)) byHref.set(link.href, whyBroken(link, routes));
    return byHref.get(link.href)!;
  };
  const broken = links.flatMap((link) => {
    const broken = why(link);
    return broken ? [{ link, ...broken }] : [];
  });
  const filesPerTarget = new Map<string, Set<string>>();
  for (const { link } of broken) {
    const files = filesPerTarget.get(link.href) ?? new Set();
    files.add(link.file);
    filesPerTarget.set(link.href, files);
  }
  return broken.map(({ link, code, reason }): Problem => {
    const spread = filesPerTarget.get(link.href)?.size ?? 1;
    const hint =
      link.file === "content/site.yaml"
        ? " (this link is in the navigation or footer, so it is broken on every page)"
        : spread >= SHARED_LINK_THRESHOLD
          ? ` (broken on ${spread} pages: check the navigation or footer, or the page it points to)`
          : "";
    return { file: link.file, line: link.line, col: link.col, path: link.path, code, message: reason + hint };
  });
}

function whyBroken(link: LinkUse, routes: readonly RouteEntry[]): { code: "CG140" | "CG141"; reason: string } | null {
  const { href } = link;
  if (href.startsWith("#")) {
    const anchor = href.slice(1);
    if (!link.ownAnchors || link.ownAnchors.has(anchor)) return null;
    return { code: "CG141", reason: `anchor "${href}" does not exist on this page` };
  }
  if (!href.startsWith("/")) return null;
  const url = new URL(href, "http://site.invalid");
  const route = matchRoute(routes, url.pathname);
  if (!route) return { code: "CG140", reason: `broken link "${href}": no page has the path "${url.pathname}"` };
  const anchor = url.hash.slice(1);
  if (anchor && !route.anchors.has(anchor)) {
    return { code: "CG141", reason: `broken link "${href}": ${route.file} has no anchor "#${anchor}"` };
  }
  return null;
}
