/** The stock part of a `/catalog/version` answer (the commerce service's catalog/stock-feed.ts). */
export type StockAnswer = {
  /** How far back this instance vouches to have heard every change, in ms before it answered. */
  coversMs: number;
  changes: { id: string; products: string[] | null }[];
};

/** What a storefront remembers between answers: the changes it applied, and when it last asked. */
export type StockFeed = { applied: Map<string, number>; lastAskedAt: number | null };

/** Longer than any instance reports a change (one minute), so a late repeat is still recognised. */
const rememberMs = 5 * 60_000;

/**
 * The products whose stock changed since the storefront last asked: undefined for none, null for
 * "any product's may have". Each change is applied once, whichever instance reports it and however
 * often. When the answer does not reach back to the previous question (the first answer, an
 * instance that just started or reconnected, a storefront that could not ask for a while), a change
 * may have gone unheard, so every product counts as changed. Only durations are compared, each on
 * one clock.
 */
export function stockChangesToApply(
  feed: StockFeed,
  answer: StockAnswer,
  askedAt: number,
  now = Date.now(),
): string[] | null | undefined {
  const gap = feed.lastAskedAt === null || now - feed.lastAskedAt > answer.coversMs;
  feed.lastAskedAt = askedAt;
  for (const [id, appliedAt] of feed.applied) if (now - appliedAt > rememberMs) feed.applied.delete(id);
  const products = new Set<string>();
  let all = gap;
  for (const change of answer.changes) {
    if (feed.applied.has(change.id)) continue;
    feed.applied.set(change.id, now);
    if (change.products === null) all = true;
    else for (const product of change.products) products.add(product);
  }
  if (all) return null;
  return products.size === 0 ? undefined : [...products];
}
