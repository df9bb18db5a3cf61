import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Content } from "../load.ts";
import { nearestName } from "../nearest-name.ts";
import type { Problem } from "../problems.ts";
import { PUBLIC_DIR } from "../public-dir.ts";
import { problemAt } from "../yaml-source.ts";

/** The folder of hero illustrations: `art: map` is app/public/art/map.svg, served as /art/map.svg. */
export const HERO_ART_DIR = `${PUBLIC_DIR}/art`;

/** The illustrations a hero may name: the SVG files of the art folder, without `.svg`. */
function heroArtNames(root: string): string[] {
  const dir = join(root, HERO_ART_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.slice(0, -".svg".length))
    .sort();
}

/**
 * The family a page belongs to, whose pages may share an illustration: its first path segment
 * (/partners, /partners/bilisim), or its first two under /solutions, where each solution is an offering
 * of its own (/solutions/idsnext/hotels is /solutions/idsnext). The home page introduces the company as
 * /about does, so the two are one family.
 */
export function familyOf(path: string): string {
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return "/about";
  return `/${segments.slice(0, segments[0] === "solutions" ? 2 : 1).join("/")}`;
}

/**
 * Every hero's `art` names an illustration that exists, and no illustration heads two families: the
 * same picture on unrelated pages says nothing about either (docs/decisions/399).
 */
export function checkHeroArt(content: Content, root: string): Problem[] {
  const known = heroArtNames(root);
  const problems: Problem[] = [];
  const firstFamily = new Map<string, { family: string; file: string }>();
  for (const page of content.pages) {
    page.data.sections.forEach((section, index) => {
      if (section.type !== "hero" || section.art === undefined) return;
      const at = ["sections", index, "art"];
      if (!known.includes(section.art)) {
        const meant = nearestName(section.art, known);
        const hint = meant ? `did you mean \`${meant}\`? ` : "";
        const message = `art "${section.art}" is not an illustration in ${HERO_ART_DIR}/: ${hint}art accepts ${known.map((name) => `"${name}"`).join(", ")}`;
        problems.push(problemAt(page.source, at, "CG200", message));
        return;
      }
      const family = familyOf(page.data.path);
      const first = firstFamily.get(section.art);
      if (!first) firstFamily.set(section.art, { family, file: page.source.file });
      else if (first.family !== family) {
        const message = `art "${section.art}" already heads the ${first.family} family (${first.file}); this page is in the ${family} family`;
        problems.push(problemAt(page.source, at, "CG201", message));
      }
    });
  }
  return problems;
}
