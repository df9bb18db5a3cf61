/**
 * Remembers what a step over one content file gave, by the file's very objects. A codegen session loads a
 * file no save touched as the same objects as before (codegen/load.ts), and codegen never changes an
 * object once made, so the same objects mean the same result: a save to one page does not compare, check
 * or typeset every other translation again. Without a session every object is new and every step runs.
 * The results go when their objects do.
 */
export function perObject<Key extends object, Output>(step: (key: Key) => Output): (key: Key) => Output {
  const results = new WeakMap<Key, { output: Output }>();
  return (key) => {
    const kept = results.get(key);
    if (kept) return kept.output;
    const output = step(key);
    results.set(key, { output });
    return output;
  };
}

/** `perObject` for a step over two objects, such as an English file and one of its translations. */
export function perPair<First extends object, Second extends object, Output>(
  step: (first: First, second: Second) => Output,
): (first: First, second: Second) => Output {
  const byFirst = new WeakMap<First, (second: Second) => Output>();
  return (first, second) => {
    let withFirst = byFirst.get(first);
    if (!withFirst) {
      withFirst = perObject((key: Second) => step(first, key));
      byFirst.set(first, withFirst);
    }
    return withFirst(second);
  };
}

/**
 * `perObject` for a step that also reads a few settings besides the object (a language, the site's
 * contacts or claims): the caller gives those settings as text, and a result is kept while both the
 * object and that text stay the same. Only the last settings per object are kept.
 */
export function perObjectWith<Key extends object, Output>(): (key: Key, settings: string, step: () => Output) => Output {
  const results = new WeakMap<Key, { settings: string; output: Output }>();
  return (key, settings, step) => {
    const kept = results.get(key);
    if (kept?.settings === settings) return kept.output;
    const output = step();
    results.set(key, { settings, output });
    return output;
  };
}
