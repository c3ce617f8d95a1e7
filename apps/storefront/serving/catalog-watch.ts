import { z } from 'zod';
import { type StockFeed, stockNewsOf } from './stock-changes.ts';

const answerSchema = z.object({
  version: z.number(),
  stock: z
    .object({
      coversMs: z.number().nonnegative(),
      changes: z.array(z.object({ id: z.string(), products: z.array(z.string()).nullable() })),
    })
    .optional(),
});

export type CatalogWatch = {
  /** The commerce service answered within the last few polls (readiness). */
  readonly reachable: boolean;
  stop: () => void;
};

export type CatalogEvents = {
  /** The catalogue's content changed: every page may be wrong. */
  changed: () => void;
  /** These products' stock changed (null: any product's may have). */
  stockChanged: (products: string[] | null) => void;
  /** A stock change may have gone unheard (a gap between answers): pages with stock are doubtful. */
  stockUnsure: () => void;
  /** After every poll: whether both kinds of change are being heard (decision 0082). */
  signalled: (heard: boolean) => void;
};

/**
 * Asks the commerce service for its catalogue version (`GET /catalog/version`) every `pollMs` and
 * calls `changed` when it reports a version newer than any seen before: the storefront learns of a
 * price or content change without knowing the database. Several commerce instances may answer in
 * turn; each reports when it last saw the catalogue change, so only a newer time counts. The same
 * answer lists the stock changes of the last minute (stock-changes.ts), which `stockChanged` passes on.
 */
export function watchCatalog(commerceUrl: string, pollMs: number, events: CatalogEvents): CatalogWatch {
  let newest: number | null = null;
  let lastAnswerAt = 0;
  let lastFeedAt = 0;
  const feed: StockFeed = { applied: new Map(), lastAskedAt: null };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const recent = (time: number) => Date.now() - time < pollMs * 3 + 1000;

  const poll = async (): Promise<void> => {
    const askedAt = Date.now();
    try {
      const response = await fetch(`${commerceUrl}/catalog/version`, { signal: AbortSignal.timeout(pollMs) });
      // A hosted store that speaks the API but has no version endpoint: reachable, and pages
      // expire by age alone.
      if (response.status === 404) lastAnswerAt = Date.now();
      const parsed = answerSchema.safeParse(await response.json());
      if (response.ok && parsed.success) {
        lastAnswerAt = Date.now();
        const { version, stock } = parsed.data;
        if (newest !== null && version > newest) events.changed();
        if (newest === null || version > newest) newest = version;
        // An instance that is not listening to the database (coversMs 0) hears nothing: its
        // answer counts as no signal, and its empty feed as no news.
        if (stock && stock.coversMs > 0) {
          const news = stockNewsOf(feed, stock, askedAt);
          if (news.unsure) events.stockUnsure();
          if (news.changed !== undefined) events.stockChanged(news.changed);
          lastFeedAt = lastAnswerAt;
        }
      }
    } catch {
      // Unreachable: readiness turns false; pages still expire by age.
    }
    events.signalled(recent(lastFeedAt));
    if (!stopped) {
      timer = setTimeout(() => void poll(), pollMs);
      timer.unref();
    }
  };
  void poll();
  return {
    get reachable() {
      return recent(lastAnswerAt);
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
