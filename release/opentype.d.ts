/** The part of opentype.js (which ships no types) that release/draw-wordmark.ts and the font tests use. */
declare module "opentype.js" {
  /** A drawing command in absolute coordinates: M and L take a point, Q one control point, C two. */
  type PathCommand =
    | { type: "M"; x: number; y: number }
    | { type: "L"; x: number; y: number }
    | { type: "Q"; x1: number; y1: number; x: number; y: number }
    | { type: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: "Z" };
  interface Path {
    commands: PathCommand[];
    toPathData(decimalPlaces?: number): string;
  }
  interface Glyph {
    advanceWidth: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
    tables: {
      cmap: { glyphIndexMap: Record<number, number> };
      fvar?: { axes: { tag: string; minValue: number; maxValue: number }[] };
    };
  }
  export function parse(buffer: ArrayBuffer): Font;
}
