import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressBody, matchesEtag } from './compressed-body.ts';
import { type CachedPage, cachedPage, PageCache, type Rendered } from './page-cache.ts';

async function pageOf(text: string, storedAt = Date.now()): Promise<CachedPage> {
  return cachedPage(await compressBody(Buffer.from(text)), [], storedAt);
}

describe('page cache', () => {
  it('renders a page once however many ask at the same time, then serves it from memory', async () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 30_000 });
    let renders = 0;
    const render = async (): Promise<Rendered> => {
      renders += 1;
      return { page: await pageOf('<p>home</p>') };
    };
    const lookups = Array.from({ length: 20 }, () => cache.lookup('/de', render));
    await Promise.all(lookups.map((found) => (found.kind === 'miss' ? found.rendered : null)));
    expect(renders).toBe(1);
    expect(cache.lookup('/de', render).kind).toBe('hit');
  });

  it('does not keep a render that began before a catalogue change', async () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 30_000 });
    let finish: (rendered: Rendered) => void = () => undefined;
    const found = cache.lookup('/de', () => new Promise((resolve) => (finish = resolve)));
    cache.purge();
    finish({ page: await pageOf('old price') });
    if (found.kind === 'miss') await found.rendered;
    expect(cache.lookup('/de', async () => ({ page: await pageOf('new price') })).kind).toBe('miss');
  });

  it('serves an old page once more while making it again, and never keeps answers that are not pages', async () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 1000 });
    const old = cache.lookup('/en', async () => ({ page: await pageOf('v1', 0) }), 0);
    if (old.kind === 'miss') await old.rendered;
    const stale = cache.lookup('/en', async () => ({ page: await pageOf('v2') }), 5000);
    expect(stale.kind).toBe('stale');
    const down = cache.lookup('/da', async () => ({
      passOn: { status: 503, headers: [], body: Buffer.from('') },
    }));
    if (down.kind === 'miss') await down.rendered;
    expect(
      cache.lookup('/da', async () => ({ passOn: { status: 503, headers: [], body: Buffer.from('') } })).kind,
    ).toBe('miss');
  });

  it('stays within its byte bound, dropping the least recently used pages', async () => {
    const cache = new PageCache({ maxBytes: 4000, maxAgeMs: 30_000 });
    for (let i = 0; i < 20; i++) {
      const found = cache.lookup(`/de/search?q=${i}`, async () => ({ page: await pageOf('x'.repeat(300)) }));
      if (found.kind === 'miss') await found.rendered;
    }
    expect(cache.bytes).toBeLessThanOrEqual(4000);
    expect(cache.size).toBeLessThan(20);
  });

  it('drops the page served longest ago, not the one stored first', async () => {
    const text = 'y'.repeat(900);
    const size = (await pageOf(text)).bytes;
    const cache = new PageCache({ maxBytes: size * 4, maxAgeMs: 30_000 });
    const keep = async (key: string) => {
      const found = cache.lookup(key, async () => ({ page: await pageOf(text) }));
      if (found.kind === 'miss') await found.rendered;
    };
    const never = () => Promise.reject(new Error('not rendered again'));
    for (const key of ['/de', '/en', '/da', '/de/a/x']) await keep(key);
    expect(cache.serve('/de', null, never)).toBeDefined();
    await keep('/de/a');
    expect(cache.serve('/en', null, never)).toBeUndefined();
    expect(cache.serve('/de', null, never)).toBeDefined();
    expect(cache.serve('/da', null, never)).toBeDefined();
  });

  it('serves an old page from memory once more and makes it again once, however many ask', async () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 1000 });
    const first = cache.lookup('/de', async () => ({ page: await pageOf('v1', 0) }), 0);
    if (first.kind === 'miss') await first.rendered;
    let renders = 0;
    const render = async (version: string): Promise<Rendered> => {
      renders += 1;
      return { page: await pageOf(version) };
    };
    const served = [1, 2, 3].map(() => cache.serve('/de', 'v2', render, 5000));
    expect(served.every((page) => page === served[0] && page !== undefined)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toBe(1);
    expect(cache.counts).toEqual({ hit: 0, stale: 3, miss: 1 });
    expect(cache.serve('/de', 'v3', render)).not.toBe(served[0]);
    expect(cache.counts.hit).toBe(1);
  });

  it('makes an old page again without compressing it again when its bytes did not change', async () => {
    const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 1000 });
    const text = (price: string) => `<main>${'<p>Espresso</p>'.repeat(60)}<p>${price}</p></main>`;
    const refresh = async (price: string, old?: CachedPage): Promise<Rendered> => ({
      page: cachedPage(await compressBody(Buffer.from(text(price)), old?.answers), [], 0),
    });
    const first = cache.lookup('/de', (old) => refresh('7,50 €', old), 0);
    if (first.kind === 'miss') await first.rendered;
    const old = cache.serve('/de', '7,50 €', refresh, 0);
    const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

    expect(cache.serve('/de', '7,50 €', refresh, 5000)).toBe(old);
    await settled();
    const same = cache.serve('/de', '7,50 €', refresh, 0);
    expect(same).not.toBe(old);
    expect(same?.answers.br.bytes).toBe(old?.answers.br.bytes);
    expect(same?.answers.gzip.bytes).toBe(old?.answers.gzip.bytes);
    expect(same?.answers.br.etag).toBe(old?.answers.br.etag);

    cache.serve('/de', '8,20 €', refresh, 5000);
    await settled();
    const changed = cache.serve('/de', '8,20 €', refresh, 0);
    expect(changed?.answers.br.etag).not.toBe(old?.answers.br.etag);
    expect(brotliDecompressSync(changed?.answers.br.bytes ?? Buffer.from('')).toString()).toBe(
      text('8,20 €'),
    );
    expect(gunzipSync(changed?.answers.gzip.bytes ?? Buffer.from('')).toString()).toBe(text('8,20 €'));
  });
});

describe('content negotiation', () => {
  it('prefers brotli, then gzip, and never a coding refused with q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('matches an ETag in a list, weak or strong', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
  });
});
