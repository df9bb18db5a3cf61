/**
 * What a pure step made of each key's last input (a content file's text, a generated module's structure),
 * so a process that runs codegen again on every save (the dev server's) recomputes only the keys whose
 * input changed. Only the last input per key is kept: memory stays one content's worth.
 */
export class LastResults<Output, Input = string> {
  readonly #entries = new Map<string, { input: Input; output: Output }>();
  #asked = new Set<string>();
  readonly #same: (a: Input, b: Input) => boolean;

  /** `same` tells whether two inputs give the same result; a text is compared as it is. */
  constructor(same: (a: Input, b: Input) => boolean = Object.is) {
    this.#same = same;
  }

  /** `compute()`'s result for `key`, remembered while `input` stays the same. */
  get(key: string, input: Input, compute: () => Output): Output {
    this.#asked.add(key);
    const entry = this.#entries.get(key);
    if (entry && this.#same(entry.input, input)) return entry.output;
    const output = compute();
    this.#entries.set(key, { input, output });
    return output;
  }

  /** Forgets the keys not asked for since the last call: a deleted file's, a module no longer emitted. */
  forgetUnasked(): void {
    for (const key of this.#entries.keys()) if (!this.#asked.has(key)) this.#entries.delete(key);
    this.#asked = new Set();
  }
}
