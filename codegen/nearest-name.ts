/**
 * The known name closest to a misspelled one, or undefined when none is close enough to be a likely
 * slip: at most one edit per three letters (eybrow → eyebrow, colums → columns, never tone → type).
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const allowed = Math.max(1, Math.floor(name.length / 3));
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance <= allowed && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

/** Levenshtein distance, with a swap of two neighbouring letters counted as one edit. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = distance;
    }
  }
  return rows[a.length]![b.length]!;
}
