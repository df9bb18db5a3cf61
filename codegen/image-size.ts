/**
 * The pixel size of an image file, read from its header: codegen runs synchronously and must know every
 * picture's size to reserve its box on the page, so it cannot wait for an image library. Null when the
 * file is not one of the kinds the content may name or its header is damaged.
 */
export function imageSize(bytes: Uint8Array, extension: string): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const inside = (offset: number, length: number) => offset + length <= bytes.length;
  switch (extension) {
    case "png":
      // The IHDR chunk follows the 8-byte signature: width and height as big-endian 32-bit numbers.
      return inside(16, 8) && view.getUint32(12) === 0x49484452 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
    case "jpg":
    case "jpeg":
      return jpegSize(view);
    case "webp":
      return webpSize(view, bytes);
    case "svg":
      return svgSize(new TextDecoder().decode(bytes));
    default:
      return null;
  }
}

/** Walks the JPEG markers up to the first start-of-frame, which holds the size. */
function jpegSize(view: DataView): { width: number; height: number } | null {
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return null;
  let offset = 2;
  while (offset + 9 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

function webpSize(view: DataView, bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 30) return null;
  const chunk = new TextDecoder().decode(bytes.subarray(12, 16));
  if (chunk === "VP8X") return { width: 1 + uint24(view, 24), height: 1 + uint24(view, 27) };
  if (chunk === "VP8 ") return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

const uint24 = (view: DataView, offset: number) => view.getUint16(offset, true) | (view.getUint8(offset + 2) << 16);

/** An SVG's size is its `width` and `height` in pixels, or else its viewBox. */
function svgSize(text: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/.exec(text)?.[0];
  if (!root) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const pixels = (value: string | undefined) =>
    value && /^\d+(\.\d+)?(px)?$/.test(value) ? Math.round(Number.parseFloat(value)) : undefined;
  const width = pixels(attribute("width"));
  const height = pixels(attribute("height"));
  if (width && height) return { width, height };
  const box = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  return null;
}
