/**
 * Collects the keys asked for while one round of resolvers runs and fetches them with one query:
 * 250 products asking for their variants make one SQL statement, not 250.
 */
export class BatchLoader<K, V> {
  private readonly fetch: (keys: K[]) => Promise<Map<K, V>>;
  private readonly cache = new Map<K, Promise<V | undefined>>();
  private pending: { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[] =
    [];

  constructor(fetch: (keys: K[]) => Promise<Map<K, V>>) {
    this.fetch = fetch;
  }

  load(key: K): Promise<V | undefined> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V | undefined>((resolve, reject) => {
      this.pending.push({ key, resolve, reject });
      // Fetch once the promise callbacks running now have settled: sibling resolvers have queued
      // their keys by then. Not setImmediate: under load, that waits for a turn of the event loop
      // behind every other request's work, once per level of nested fields.
      if (this.pending.length === 1) {
        void Promise.resolve().then(() => process.nextTick(() => void this.dispatch()));
      }
    });
    this.cache.set(key, promise);
    return promise;
  }

  loadMany(keys: readonly K[]): Promise<(V | undefined)[]> {
    return Promise.all(keys.map((key) => this.load(key)));
  }

  /**
   * Values of keys the caller already holds as one batch (a cart's lines), fetched at once: no
   * promise per key and no wait for sibling resolvers, which a batch in hand does not need.
   */
  loadBatch(keys: readonly K[]): Promise<Map<K, V>> {
    return this.fetch([...new Set(keys)]);
  }

  private async dispatch(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const values = await this.fetch([...new Set(batch.map((entry) => entry.key))]);
      for (const entry of batch) entry.resolve(values.get(entry.key));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
}
