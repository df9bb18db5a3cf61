/**
 * Which addresses a form post was refused for already within a window (decision 452): the first refusal in
 * a window may cost a render, which gives a visitor without JavaScript their values back; the rest are a
 * loop. In memory and bounded: forgetting an address only ever errs toward one more render, never toward
 * refusing anyone.
 */
export function firstRefusals({ windowMs, maxKeys = 10_000 }: { windowMs: number; maxKeys?: number }) {
  const windowEnds = new Map<string, number>();
  return {
    /** True for `key`'s first refusal since its last window ended; the window then starts at `now`. */
    isFirst(key: string, now: number): boolean {
      const end = windowEnds.get(key);
      if (end !== undefined && end > now) return false;
      // Re-inserting moves the key to the end, so Map order is oldest window first.
      windowEnds.delete(key);
      windowEnds.set(key, now + windowMs);
      while (windowEnds.size > maxKeys) windowEnds.delete(windowEnds.keys().next().value!);
      return true;
    },
  };
}
