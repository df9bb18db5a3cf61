/** The part of opentype.js (which ships no types) that release/draw-wordmark.ts and the font tests use. */
declare module "opentype.js" {
  interface Path {
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
