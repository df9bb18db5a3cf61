import type { ComponentProps } from "react";
import type { BrandImage } from "#model/schema/index.ts";

type Props = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  /** The box and source of the <img>: the brand logo as written, or a content picture as codegen read it. */
  image: BrandImage;
  /** Tried in order, each after the previous one failed to load (app/enhance/images.ts). */
  fallbacks: readonly string[];
};

export function FallbackImage({ image, fallbacks, ...props }: Props) {
  return (
    <img
      {...props}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      data-fallbacks={fallbacks.length > 0 ? JSON.stringify(fallbacks) : undefined}
    />
  );
}
