// subset-font and wawoff2 ship no types: the parts release/typeface-cut.ts and the font tests call.
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepFeatures?: string[];
    noHinting?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

declare module "wawoff2" {
  /** A WOFF2 file's font as plain OpenType (sfnt) bytes. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
