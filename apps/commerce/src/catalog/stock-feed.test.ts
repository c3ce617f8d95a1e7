import { describe, expect, it } from 'vitest';
import { StockFeed } from './stock-feed.ts';

function feedAt(start = 1_000_000, options: { windowMs?: number; maxChanges?: number } = {}) {
  let now = start;
  const feed = new StockFeed({ ...options, now: () => now });
  return { feed, advance: (ms: number) => (now += ms) };
}

describe('StockFeed', () => {
  it('names the products of a notification as global ids, the same id on every instance', () => {
    const first = feedAt();
    const second = feedAt(5_000_000);
    for (const { feed } of [first, second]) {
      feed.listening();
      feed.heard('{"tx":"912","products":[7,12]}');
    }
    const answer = first.feed.answer();
    expect(answer.changes).toEqual([
      {
        id: '912:gid://shopify/Product/7,gid://shopify/Product/12',
        products: ['gid://shopify/Product/7', 'gid://shopify/Product/12'],
      },
    ]);
    expect(second.feed.answer().changes).toEqual(answer.changes);
  });

  it('reads a statement too large to name, and an unreadable payload, as every product', () => {
    const { feed } = feedAt();
    feed.listening();
    feed.heard('{"tx":"913","products":null}');
    feed.heard('');
    feed.heard('{"tx":914}');
    const changes = feed.answer().changes;
    expect(changes.map((change) => change.products)).toEqual([null, null, null]);
    expect(new Set(changes.map((change) => change.id)).size).toBe(3);
  });

  it('vouches for the time since it listens, at most its window, and nothing while not listening', () => {
    const { feed, advance } = feedAt(1_000_000, { windowMs: 60_000 });
    expect(feed.answer()).toEqual({ coversMs: 0, changes: [] });
    feed.heard('{"tx":"1","products":[1]}');
    feed.listening();
    expect(feed.answer()).toEqual({ coversMs: 0, changes: [] });
    advance(1500);
    expect(feed.answer().coversMs).toBe(1500);
    feed.heard('{"tx":"2","products":[2]}');
    advance(59_000);
    expect(feed.answer()).toMatchObject({
      coversMs: 60_000,
      changes: [{ products: ['gid://shopify/Product/2'] }],
    });
    advance(1001);
    expect(feed.answer()).toEqual({ coversMs: 60_000, changes: [] });
    feed.lost();
    expect(feed.answer()).toEqual({ coversMs: 0, changes: [] });
  });

  it('drops the oldest changes beyond its limit and covers only the time after them', () => {
    const { feed, advance } = feedAt(1_000_000, { maxChanges: 2 });
    feed.listening();
    advance(10_000);
    feed.heard('{"tx":"1","products":[1]}');
    advance(1000);
    feed.heard('{"tx":"2","products":[2]}');
    advance(1000);
    feed.heard('{"tx":"3","products":[3]}');
    advance(1000);
    const answer = feed.answer();
    expect(answer.changes.map((change) => change.products)).toEqual([
      ['gid://shopify/Product/2'],
      ['gid://shopify/Product/3'],
    ]);
    // The first change was heard 3000 ms ago and is gone: the answer covers less than that.
    expect(answer.coversMs).toBe(2999);
  });
});
