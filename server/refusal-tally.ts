/**
 * Refusals an attacker can repeat as fast as the network allows, logged as a tally rather than a line
 * each: a flood's log lines cost the server more than its answers did (decision 409). The first refusal
 * is written at once, so an operator sees an attack start; the rest of each interval is written as one
 * line with its count when the interval ends, so they see how big it was and when it stopped.
 */
export function refusalTally(event: string, reason: string, intervalMs = 60_000) {
  let window: { since: number; count: number } | undefined;
  const write = (count: number, since: number) =>
    console.warn(JSON.stringify({ level: "warn", event, reason, count, since: new Date(since).toISOString() }));
  return {
    count(now: number): void {
      if (window) {
        window.count += 1;
        return;
      }
      write(1, now);
      const opened = (window = { since: now, count: 0 });
      setTimeout(() => {
        window = undefined;
        if (opened.count > 0) write(opened.count, opened.since);
      }, intervalMs).unref();
    },
  };
}
