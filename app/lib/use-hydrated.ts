import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False in server HTML and during hydration, true afterwards: for parts that only work with JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
