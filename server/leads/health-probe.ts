import { systemClock, type Clock } from "./clock.ts";
import type { Backlog, LeadStore } from "./store.ts";

/**
 * How old a look at the store /healthz may answer from. Each look commits a write, and a write per request
 * let a /healthz flood slow every other page (docs/decisions/331-healthz-probes-once-per-interval.md); a
 * store that goes down shows within this long.
 */
export const PROBE_INTERVAL_MS = 2_000;
/** A store that has not answered by then is as good as down for a visitor waiting on a form. */
const CHECK_TIMEOUT_MS = 5_000;

/**
 * One look at the store: why it failed its write (null: it took it), the backlog and the resend count
 * (null: unreadable).
 */
type StoreLook = { storeError: string | null; backlog: Backlog | null; resends: number | null };

export type StoreProbe = {
  /** The last look while it is younger than the interval; else a new one, shared by every caller meanwhile. */
  read(): Promise<StoreLook>;
};

export function createStoreProbe(store: LeadStore, clock: Clock = systemClock): StoreProbe {
  let last: { look: StoreLook; at: number } | null = null;
  let inFlight: Promise<StoreLook> | null = null;

  async function look(): Promise<StoreLook> {
    const [storeError, backlog, resends] = await Promise.all([
      withTimeout(store.checkWritable(), clock).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      ),
      withTimeout(store.backlog(), clock).catch((): Backlog | null => null),
      withTimeout(store.resendCount(), clock).catch((): number | null => null),
    ]);
    return { storeError, backlog, resends };
  }

  return {
    read() {
      if (inFlight) return inFlight;
      // Aged from when the look ended, so even a slow store gets at most one look per interval.
      if (last && clock.now() - last.at < PROBE_INTERVAL_MS) return Promise.resolve(last.look);
      inFlight = look().then((result) => {
        last = { look: result, at: clock.now() };
        inFlight = null;
        return result;
      });
      return inFlight;
    },
  };
}

function withTimeout<T>(work: Promise<T>, clock: Clock): Promise<T> {
  let handle: unknown;
  const timeout = new Promise<never>((_, reject) => {
    handle = clock.setTimeout(() => reject(new Error("the store did not answer in time")), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clock.clearTimeout(handle));
}
