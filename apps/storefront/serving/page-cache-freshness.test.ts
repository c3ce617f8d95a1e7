import { describe, expect, it } from 'vitest';
import type { PageFreshness } from '../app/catalog/page-freshness.ts';
import { compressBody } from './compressed-body.ts';
import { type CachedPage, cachedPage, PageCache, type Rendered } from './page-cache.ts';

const forever = Number.POSITIVE_INFINITY;
const coffee = 'gid://shopify/Product/7';
const grinder = 'gid://shopify/Product/9';

async function pageOf(
  text: string,
  freshness: Partial<PageFreshness> = {},
  storedAt = 0,
): Promise<CachedPage> {
  return cachedPage(await compressBody(Buffer.from(text)), [], storedAt, {
    stockProducts: freshness.stockProducts ?? [],
    validUntil: freshness.validUntil ?? forever,
  });
}

/** Keeps `page` under `key` at time 0 and waits for it. */
async function keep(cache: PageCache, key: string, page: Promise<CachedPage>): Promise<void> {
  const found = cache.lookup(key, async () => ({ page: await page }), 0);
  if (found.kind === 'miss') await found.rendered;
}

const kindAt = (cache: PageCache, key: string, now: number) =>
  cache.lookup(key, async () => ({ page: await pageOf('again', {}, now) }), now).kind;

describe('page cache freshness (decision 0082)', () => {
  it('keeps pages for the signalled age while changes are heard, and for the short one when not', async () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 30_000, signalledMaxAgeMs: 3_600_000 });
    await keep(cache, '/de', pageOf('home'));
    expect(kindAt(cache, '/de', 31_000)).toBe('stale');

    const signalled = new PageCache({ maxBytes: 1e6, maxAgeMs: 30_000, signalledMaxAgeMs: 3_600_000 });
    signalled.signalled = true;
    await keep(signalled, '/de', pageOf('home'));
    expect(kindAt(signalled, '/de', 31_000)).toBe('hit');
    expect(kindAt(signalled, '/de', 3_599_000)).toBe('hit');
    // The signal is lost: the short bound holds again at once, for pages kept before.
    signalled.signalled = false;
    expect(kindAt(signalled, '/de', 31_000)).toBe('stale');
  });

  it('makes a page again when its own end of validity has passed, whatever its age', async () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 30_000, signalledMaxAgeMs: 3_600_000 });
    cache.signalled = true;
    await keep(cache, '/de', pageOf('announcement from 10:00', { validUntil: 10_000 }));
    expect(kindAt(cache, '/de', 9_999)).toBe('hit');
    expect(kindAt(cache, '/de', 10_000)).toBe('stale');
  });

  it('drops the pages that show a product whose stock changed, and only those', async () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 30_000 });
    await keep(cache, '/de/products/kaffee', pageOf('3 left', { stockProducts: [coffee] }));
    await keep(cache, '/en/products/coffee', pageOf('3 left', { stockProducts: [coffee] }));
    await keep(cache, '/de/products/muehle', pageOf('in stock', { stockProducts: [grinder] }));
    await keep(cache, '/de', pageOf('home'));

    cache.dropStock([coffee]);
    expect(kindAt(cache, '/de/products/kaffee', 1)).toBe('miss');
    expect(kindAt(cache, '/en/products/coffee', 1)).toBe('miss');
    expect(kindAt(cache, '/de/products/muehle', 1)).toBe('hit');
    expect(kindAt(cache, '/de', 1)).toBe('hit');

    cache.dropStock(null);
    expect(kindAt(cache, '/de/products/muehle', 2)).toBe('miss');
    expect(kindAt(cache, '/de', 2)).toBe('hit');
  });

  it('on doubt, makes the pages with stock again when next asked, serving the old one meanwhile', async () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 30_000, signalledMaxAgeMs: 3_600_000 });
    cache.signalled = true;
    await keep(cache, '/de/products/kaffee', pageOf('3 left', { stockProducts: [coffee] }));
    await keep(cache, '/de', pageOf('home'));
    cache.expireStock();
    expect(kindAt(cache, '/de/products/kaffee', 1)).toBe('stale');
    expect(kindAt(cache, '/de', 1)).toBe('hit');
  });

  it('does not keep a page with stock whose render overlapped a stock change', async () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 30_000 });
    const pending = (key: string) => {
      let finish: (rendered: Rendered) => void = () => undefined;
      const found = cache.lookup(key, () => new Promise((resolve) => (finish = resolve)), 0);
      return {
        finish: (rendered: Rendered) => finish(rendered),
        done: found.kind === 'miss' ? found.rendered : null,
      };
    };
    const product = pending('/de/products/kaffee');
    const home = pending('/de');
    cache.dropStock([grinder]);
    product.finish({ page: await pageOf('3 left', { stockProducts: [coffee] }) });
    home.finish({ page: await pageOf('home') });
    await Promise.all([product.done, home.done]);
    expect(kindAt(cache, '/de/products/kaffee', 1)).toBe('miss');
    // A page without stock is kept as before.
    expect(kindAt(cache, '/de', 1)).toBe('hit');
  });

  it('forgets a dropped page in its product index, so a later change drops only what is kept', async () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 30_000 });
    await keep(cache, '/de/products/kaffee', pageOf('3 left', { stockProducts: [coffee] }));
    cache.purge();
    await keep(cache, '/de/products/kaffee', pageOf('2 left', { stockProducts: [grinder] }));
    cache.dropStock([coffee]);
    expect(kindAt(cache, '/de/products/kaffee', 1)).toBe('hit');
    expect(cache.size).toBe(1);
  });
});
