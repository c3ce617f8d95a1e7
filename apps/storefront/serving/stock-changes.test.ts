import { describe, expect, it } from 'vitest';
import { type StockFeed, stockNewsOf } from './stock-changes.ts';

const coffee = 'gid://shopify/Product/7';
const grinder = 'gid://shopify/Product/9';
const order = (tx: string, products: string[] | null) => ({
  id: `${tx}:${products?.join(',') ?? '*'}`,
  products,
});
const newFeed = (): StockFeed => ({ applied: new Map(), lastAskedAt: null });
const nothing = { changed: undefined, unsure: false };
const unsure = { changed: undefined, unsure: true };
const changed = (products: string[] | null) => ({ changed: products, unsure: false });

describe('stock changes to apply', () => {
  it('is unsure on the first answer, when pages made before it are unaccounted', () => {
    const feed = newFeed();
    expect(stockNewsOf(feed, { coversMs: 60_000, changes: [] }, 0, 10)).toEqual(unsure);
    expect(stockNewsOf(feed, { coversMs: 60_000, changes: [] }, 2000, 2010)).toEqual(nothing);
  });

  it('names each change once, whichever instance reports it and however often', () => {
    const feed = newFeed();
    stockNewsOf(feed, { coversMs: 60_000, changes: [order('1', [grinder])] }, 0, 10);
    const first = { coversMs: 60_000, changes: [order('1', [grinder]), order('2', [coffee])] };
    expect(stockNewsOf(feed, first, 2000, 2010)).toEqual(changed([coffee]));
    const otherInstance = { coversMs: 50_000, changes: [order('2', [coffee])] };
    expect(stockNewsOf(feed, otherInstance, 4000, 4010)).toEqual(nothing);
    const both = { coversMs: 60_000, changes: [order('2', [coffee]), order('3', [coffee, grinder])] };
    expect(stockNewsOf(feed, both, 6000, 6010)).toEqual(changed([coffee, grinder]));
  });

  it('treats every product as changed after a statement too large to name', () => {
    const feed = newFeed();
    stockNewsOf(feed, { coversMs: 60_000, changes: [] }, 0, 10);
    expect(stockNewsOf(feed, { coversMs: 60_000, changes: [order('4', null)] }, 2000, 2010)).toEqual(
      changed(null),
    );
  });

  it('is unsure when the answer does not reach back to the last question', () => {
    const feed = newFeed();
    stockNewsOf(feed, { coversMs: 60_000, changes: [] }, 0, 10);
    // An instance that connected to the database a second ago cannot vouch for the two seconds since.
    expect(stockNewsOf(feed, { coversMs: 1000, changes: [] }, 2000, 2010)).toEqual(unsure);
    // A storefront that could not ask for two minutes.
    expect(stockNewsOf(feed, { coversMs: 60_000, changes: [] }, 122_000, 122_010)).toEqual(unsure);
    expect(stockNewsOf(feed, { coversMs: 60_000, changes: [] }, 124_000, 124_010)).toEqual(nothing);
  });

  it('forgets applied changes after five minutes, long after instances stop reporting them', () => {
    const feed = newFeed();
    stockNewsOf(feed, { coversMs: 60_000, changes: [order('5', [coffee])] }, 0, 10);
    expect(feed.applied.size).toBe(1);
    for (let t = 2000; t <= 302_000; t += 60_000) stockNewsOf(feed, { coversMs: 60_000, changes: [] }, t, t);
    expect(feed.applied.size).toBe(0);
  });
});
