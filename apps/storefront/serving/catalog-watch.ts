import { z } from 'zod';

const versionSchema = z.object({ version: z.number() });

export type CatalogWatch = {
  /** The commerce service answered within the last few polls (readiness). */
  readonly reachable: boolean;
  stop: () => void;
};

/**
 * Asks the commerce service for its catalogue version (`GET /catalog/version`) every `pollMs` and
 * calls `changed` when it reports a version newer than any seen before: the storefront learns of a
 * price, stock or content change without knowing the database. Several commerce instances may
 * answer in turn; each reports when it last saw the catalogue change, so only a newer time counts.
 */
export function watchCatalog(commerceUrl: string, pollMs: number, changed: () => void): CatalogWatch {
  let newest: number | null = null;
  let lastAnswerAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const poll = async (): Promise<void> => {
    try {
      const response = await fetch(`${commerceUrl}/catalog/version`, { signal: AbortSignal.timeout(pollMs) });
      // A hosted store that speaks the API but has no version endpoint: reachable, and pages
      // expire by age alone.
      if (response.status === 404) lastAnswerAt = Date.now();
      const parsed = versionSchema.safeParse(await response.json());
      if (response.ok && parsed.success) {
        lastAnswerAt = Date.now();
        const { version } = parsed.data;
        if (newest !== null && version > newest) changed();
        if (newest === null || version > newest) newest = version;
      }
    } catch {
      // Unreachable: readiness turns false; pages still expire by age.
    }
    if (!stopped) {
      timer = setTimeout(() => void poll(), pollMs);
      timer.unref();
    }
  };
  void poll();
  return {
    get reachable() {
      return Date.now() - lastAnswerAt < pollMs * 3 + 1000;
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
