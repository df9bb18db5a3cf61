// `npm run wordmark`: redraws the logo's wordmark as outlines of Inter Bold, so the logo looks the same on
// every system instead of falling back to whatever sans-serif the visitor has (decision 392). Run once
// when the name or the typeface changes; its output, app/public/brand/logo*.svg, is committed.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { palette } from "../app/ui/palette.ts";

const require = createRequire(import.meta.url);
// opentype.js is CommonJS without named exports Node can detect: required, typed by release/opentype.d.ts.
const { parse } = require("opentype.js") as typeof import("opentype.js");
type PathCommand = import("opentype.js").PathCommand;
const file = readFileSync(require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"));
const inter = parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));

const SIZE = 18;
const BASELINE = 22;
const TEXT_X = 42;
const HEIGHT = 32;
const [FIRST, SECOND] = ["Silkway", " Cloud"] as const;
const CLOUD_ICON =
  "M7 20.5c0-2.7 2.1-4.8 4.8-4.8.4-3.1 3-5.5 6.2-5.5 3.5 0 6.2 2.8 6.2 6.2v.2A3.9 3.9 0 0 1 23.5 24H10.5A3.5 3.5 0 0 1 7 20.5z";

/**
 * Sets a run glyph by glyph with pair kerning. opentype.js's own text layout stops at Inter's contextual
 * substitutions (GSUB lookup type 6), which this name does not need.
 */
function setRun(text: string, x: number): { d: string; end: number } {
  const scale = SIZE / inter.unitsPerEm;
  const glyphs = [...text].map((char) => inter.charToGlyph(char));
  const commands: PathCommand[] = [];
  glyphs.forEach((glyph, index) => {
    commands.push(...glyph.getPath(x, BASELINE, SIZE).commands);
    const next = glyphs[index + 1];
    x += (glyph.advanceWidth + (next ? inter.getKerningValue(glyph, next) : 0)) * scale;
  });
  return { d: compactPathData(commands), end: x };
}

/**
 * Path data in tenths of a pixel and relative coordinates: what the logo weighs is bytes on every first
 * visit (decision 502), and a tenth of a CSS pixel is below what a 3× screen can show. Points are rounded
 * before they are made relative, so no rounding error adds up along an outline.
 */
function compactPathData(commands: readonly PathCommand[]): string {
  const tenths = (value: number) => Math.round(value * 10);
  const number = (value: number) => (value / 10).toString().replace(/^(-?)0\./, "$1.");
  let out = "";
  let previous = "";
  let current = { x: 0, y: 0 };
  let start = current;
  const relative = (x: number, y: number) => [tenths(x) - current.x, tenths(y) - current.y];
  // A letter repeated is implied by the numbers that follow (not after "m", whose followers are lines);
  // a number needs a space before it unless a minus sign or its own decimal point parts it from the last.
  const write = (letter: string, values: number[]) => {
    const implied = letter === previous && letter !== "m";
    if (!implied) out += letter;
    values.forEach((value, index) => {
      const text = number(value);
      const last = out.match(/[\d.]+$/)?.[0] ?? "";
      const parted = (index === 0 && !implied) || text.startsWith("-") || (text.startsWith(".") && last.includes("."));
      out += parted ? text : ` ${text}`;
    });
    previous = letter;
  };
  for (const command of commands) {
    if (command.type === "Z") {
      out += "z";
      previous = "z";
      current = start;
      continue;
    }
    const end = { x: tenths(command.x), y: tenths(command.y) };
    // Inter's outlines close with a line back to their start, which in tenths is often no line at all.
    if (command.type === "L" && end.x === current.x && end.y === current.y) continue;
    if (command.type === "M") write("m", relative(command.x, command.y));
    else if (command.type === "L") write("l", relative(command.x, command.y));
    else if (command.type === "Q") write("q", [...relative(command.x1, command.y1), ...relative(command.x, command.y)]);
    else write("c", [...relative(command.x1, command.y1), ...relative(command.x2, command.y2), ...relative(command.x, command.y)]);
    current = end;
    if (command.type === "M") start = end;
  }
  return out;
}

const first = setRun(FIRST, TEXT_X);
const second = setRun(SECOND, first.end);
// The width the <img> reserves (content/site.yaml) stays 184: the wordmark ends inside it.
const width = 184;
const end = second.end;
if (end > width) throw new Error(`the wordmark ends at ${end.toFixed(1)} px, past the logo's ${width} px`);

const logo = (tile: string, name: string, accent: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="Silkway Cloud">` +
  `<rect width="32" height="32" rx="7" fill="${tile}"/><path d="${CLOUD_ICON}" fill="#fff"/>` +
  `<path d="${first.d}" fill="${name}"/><path d="${second.d}" fill="${accent}"/></svg>\n`;

writeFileSync("app/public/brand/logo.svg", logo(palette.primary, palette.text, palette.primary));
writeFileSync("app/public/brand/logo-light.svg", logo("#3b82f6", "#ffffff", "#93c5fd"));
console.log(`wordmark: Inter Bold ${SIZE} px, ${(end - TEXT_X).toFixed(1)} px wide`);
