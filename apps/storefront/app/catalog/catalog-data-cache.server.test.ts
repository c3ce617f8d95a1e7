import { channel } from 'node:diagnostics_channel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogDataCache } from './catalog-data-cache.server.ts';

// What server.ts publishes when the commerce service reports a newer catalogue version.
const announceChange = () => channel('storefront:catalog-changed').publish(undefined);

function loader(values: string[]) {
  let calls = 0;
  const load = vi.fn(async () => values[calls++] ?? 'more');
  return load;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('catalogue data kept per process', () => {
  it('answers a key from one load until the catalogue changes', async () => {
    const cache = catalogDataCache<string>({ maxAgeMs: 20_000 });
    const load = loader(['Menü', 'Neues Menü']);
    expect(await Promise.all([cache.get('de', load), cache.get('de', load)])).toEqual(['Menü', 'Menü']);
    expect(await cache.get('de', load)).toBe('Menü');
    expect(load).toHaveBeenCalledTimes(1);
    announceChange();
    expect(await cache.get('de', load)).toBe('Neues Menü');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads again at a value's own end of validity when that comes before its maximum age", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const cache = catalogDataCache<{ text: string; until: number | null }>({
      maxAgeMs: 20_000,
      validUntil: (value) => value.until,
    });
    const values = [
      { text: 'before the sale', until: start + 5000 },
      { text: 'sale', until: null },
    ];
    let calls = 0;
    const load = async () => values[calls++] ?? { text: 'more', until: null };
    expect((await cache.get('de', load)).text).toBe('before the sale');
    vi.setSystemTime(start + 4999);
    expect((await cache.get('de', load)).text).toBe('before the sale');
    vi.setSystemTime(start + 5000);
    expect((await cache.get('de', load)).text).toBe('sale');
    vi.setSystemTime(start + 19_999);
    expect((await cache.get('de', load)).text).toBe('sale');
  });

  it('loads again after its maximum age, the bound when no change signal comes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = catalogDataCache<string>({ maxAgeMs: 20_000 });
    const load = loader(['alt', 'neu']);
    expect(await cache.get('de', load)).toBe('alt');
    vi.setSystemTime(Date.now() + 19_999);
    expect(await cache.get('de', load)).toBe('alt');
    vi.setSystemTime(Date.now() + 2);
    expect(await cache.get('de', load)).toBe('neu');
  });

  it('does not keep a load that began before a change, failed, or was refused', async () => {
    const cache = catalogDataCache<string>({ maxAgeMs: 20_000, keep: (value) => value !== '' });
    let finish: (value: string) => void = () => undefined;
    const slow = cache.get('de', () => new Promise<string>((resolve) => (finish = resolve)));
    announceChange();
    finish('vor der Änderung');
    expect(await slow).toBe('vor der Änderung');
    expect(await cache.get('de', async () => 'nach der Änderung')).toBe('nach der Änderung');

    await expect(cache.get('en', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('en', async () => 'up')).toBe('up');

    expect(await cache.get('da', async () => '')).toBe('');
    expect(await cache.get('da', async () => 'komplet')).toBe('komplet');
  });
});
