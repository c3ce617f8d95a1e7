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
 * What an answer tells about stock since the storefront last asked. `changed`: the products whose
 * stock changed (null: any product's may have, a statement too large to name), undefined for none;
 * each change counts once, whichever instance reports it and however often. `unsure`: the answer
 * does not reach back to the previous question (the first answer, an instance that just connected,
 * a storefront that could not ask for a while), so a change may have gone unheard. Only durations
 * are compared, each on one clock.
 */
export type StockNews = { changed: string[] | null | undefined; unsure: boolean };

export function stockNewsOf(
  feed: StockFeed,
  answer: StockAnswer,
  askedAt: number,
  now = Date.now(),
): StockNews {
  const unsure = feed.lastAskedAt === null || now - feed.lastAskedAt > answer.coversMs;
  feed.lastAskedAt = askedAt;
  for (const [id, appliedAt] of feed.applied) if (now - appliedAt > rememberMs) feed.applied.delete(id);
  const products = new Set<string>();
  let all = false;
  for (const change of answer.changes) {
    if (feed.applied.has(change.id)) continue;
    feed.applied.set(change.id, now);
    if (change.products === null) all = true;
    else for (const product of change.products) products.add(product);
  }
  const changed = all ? null : products.size === 0 ? undefined : [...products];
  return { changed, unsure };
}
