const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export const DURATION_EXAMPLES = "90s, 15m, 2h or 7d";

/** "90s", "15m", "2h", "7d" as milliseconds; null when it is none of these. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)([smhd])$/.exec(text.trim());
  return match ? Number(match[1]) * (UNIT_MS[match[2] ?? ""] ?? 0) : null;
}
