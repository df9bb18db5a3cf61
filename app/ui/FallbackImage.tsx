import { useState, type ComponentProps } from "react";
import type { Image } from "../../codegen/schema/index.ts";

type Props = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  image: Image;
  /** Tried in order, each after the previous one failed to load. */
  fallbacks: readonly string[];
};

export function FallbackImage({ image, fallbacks, ...props }: Props) {
  const [attempt, setAttempt] = useState(0);
  const sources = [image.src, ...fallbacks];
  return (
    <img
      {...props}
      src={sources[Math.min(attempt, sources.length - 1)]}
      alt={image.alt}
      width={image.width}
      height={image.height}
      onError={() => setAttempt((current) => (current < sources.length - 1 ? current + 1 : current))}
    />
  );
}
