// The spec's retry constants (section 9): from 3 s, doubling, capped at 30 minutes, up to 10 tries.
export const BACKOFF_BASE_MS = 3_000;
export const BACKOFF_CAP_MS = 30 * 60_000;
export const MAX_ATTEMPTS = 10;

/** Delay before the next attempt, after `failedAttempts` (>= 1) consecutive failures. */
export function backoffDelayMs(failedAttempts: number, baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // Math.min before the power would overflow to Infinity for large attempt counts.
  return exponent >= 30 ? capMs : Math.min(capMs, baseMs * 2 ** exponent);
}
