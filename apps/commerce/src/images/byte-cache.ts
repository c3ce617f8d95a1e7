/**
 * A least-recently-used cache bounded by bytes. Per process on purpose: encoded images are
 * derived data, so every instance may keep its own and nothing has to be shared.
 */
export class ByteCache<V extends { byteLength: number }> {
  readonly #entries = new Map<string, V>();
  readonly #limit: number;
  #bytes = 0;

  constructor(limitBytes: number) {
    this.#limit = limitBytes;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    if (value.byteLength > this.#limit) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.byteLength;
      this.#entries.delete(key);
    }
    this.#entries.set(key, value);
    this.#bytes += value.byteLength;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#limit) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.byteLength;
    }
  }
}
