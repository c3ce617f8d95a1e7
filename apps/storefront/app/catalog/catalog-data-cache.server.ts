import { channel } from 'node:diagnostics_channel';

/**
 * Published (by server.ts, from serving/catalog-watch.ts) when the commerce service reports a newer
 * catalogue version. A named channel is one object in the whole process, so the server and the
 * app's build, two module graphs, meet on it without importing each other.
 */
export const catalogChanged = channel('storefront:catalog-changed');

/**
 * Data that every page of a kind shares (the shell, a collection's handles in the other languages),
 * kept per process so that an uncached page does not ask the API for it again. Fresh as the page
 * cache is (decision 0018): emptied when the catalogue changes, the moment the page cache is, and
 * otherwise kept at most `maxAgeMs`, the bound when no change signal comes (a hosted store without
 * the version endpoint), or until the value's own `validUntil`. A load that fails, or that `keep`
 * refuses, is not kept.
 */
export function catalogDataCache<T>(options: {
  maxAgeMs: number;
  keep?: (value: T) => boolean;
  /** When a loaded value stops being right by the clock (ms since 1970), if sooner than `maxAgeMs`. */
  validUntil?: (value: T) => number | null;
}) {
  // A load still under way when the catalogue changes is dropped with the rest: not kept after it.
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  catalogChanged.subscribe(() => entries.clear());
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const found = entries.get(key);
      if (found && found.expires > now) return found.value;
      const value = load();
      const entry = { expires: now + options.maxAgeMs, value };
      entries.set(key, entry);
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then((loaded) => {
        if (options.keep && !options.keep(loaded)) drop();
        const until = options.validUntil?.(loaded) ?? null;
        if (until !== null) entry.expires = Math.min(entry.expires, until);
      }, drop);
      return value;
    },
  };
}
