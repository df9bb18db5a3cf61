import { useEffect, useRef, useState, type ComponentProps } from "react";
import type { Image } from "../../codegen/schema/index.ts";

type Props = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  image: Image;
  /** Tried in order, each after the previous one failed to load. */
  fallbacks: readonly string[];
};

export function FallbackImage({ image, fallbacks, ...props }: Props) {
  const [attempt, setAttempt] = useState(0);
  const ref = useRef<HTMLImageElement>(null);
  const sources = [image.src, ...fallbacks];
  const next = () => setAttempt((current) => Math.min(current + 1, sources.length - 1));

  // An image that failed before hydration fired its error event with no listener attached yet.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) next();
    // Only the first source can have failed unobserved; later ones load with the handler in place.
  }, []);

  return (
    <img
      {...props}
      ref={ref}
      src={sources[attempt]}
      alt={image.alt}
      width={image.width}
      height={image.height}
      onError={next}
    />
  );
}
