/**
 * Images with `data-fallbacks` (app/ui/FallbackImage.tsx) try each fallback in turn when a source fails.
 * The error event does not bubble, so it is caught on the way down; an image that failed before this
 * script ran is found by its state.
 */
export function retryFailedImages(doc: Document): void {
  const next = (img: HTMLImageElement) => {
    const fallbacks = JSON.parse(img.dataset.fallbacks ?? "[]") as string[];
    const source = fallbacks.shift();
    if (source === undefined) return;
    img.dataset.fallbacks = JSON.stringify(fallbacks);
    // A <picture>'s sources outrank the <img>'s own src: the fallback shows only once they are gone.
    if (img.parentElement instanceof HTMLPictureElement) {
      for (const candidate of img.parentElement.querySelectorAll("source")) candidate.remove();
    }
    img.removeAttribute("srcset");
    img.src = source;
  };
  doc.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.dataset.fallbacks) next(event.target);
    },
    true,
  );
  for (const img of doc.querySelectorAll<HTMLImageElement>("img[data-fallbacks]")) {
    if (img.complete && img.naturalWidth === 0) next(img);
  }
}
