import type { Image } from "#model/schema/index.ts";
import { images } from "#generated/images.ts";
import { FallbackImage } from "./FallbackImage.tsx";

interface Props {
  image: Image;
  /** Tried in order, each after the previous one failed to load (app/enhance/images.ts). */
  fallbacks: readonly string[];
  /** How wide the picture is drawn at each viewport, so the browser picks the smallest file that fills it. */
  sizes: string;
  /** The hero's picture: fetched first and at once. Every other picture waits until it is near the viewport. */
  priority?: boolean;
  className?: string;
}

/**
 * A content picture (decision 401): its box from the file's own size, so nothing shifts as it loads; a
 * raster picture offers AVIF, then WebP, at the widths the build encoded; an SVG is the file itself.
 */
export function Picture({ image, fallbacks, sizes, priority = false, className }: Props) {
  const rendered = images[image.src];
  // Codegen refuses content that names a picture it could not read, so this is a build out of step.
  if (!rendered) throw new Error(`no generated picture for ${image.src}: run npm run codegen`);
  const img = (
    <FallbackImage
      image={{ src: rendered.src, alt: image.alt, width: rendered.width, height: rendered.height }}
      // A picture inside the page (a small SVG, decision 502) cannot fail to load.
      fallbacks={rendered.src.startsWith("data:") ? [] : fallbacks}
      className={className}
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
    />
  );
  if (rendered.sources.length === 0) return img;
  return (
    <picture>
      {rendered.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
