import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { CatalogCache } from './catalog-cache.ts';

describe('the catalogue cache', () => {
  it('caches nothing until a change listener enables it, and nothing after it is lost', async () => {
    const cache = new CatalogCache();
    let reads = 0;
    const read = async () => ++reads;
    await cache.memo('a', 'k', read);
    await cache.memo('a', 'k', read);
    expect(reads).toBe(2);
    cache.enable();
    await cache.memo('a', 'k', read);
    await cache.memo('a', 'k', read);
    expect(reads).toBe(3);
    cache.disable();
    await cache.memo('a', 'k', read);
    expect(reads).toBe(4);
  });

  it('forgets a value read while the catalogue changed, so the old value is not kept', async () => {
    const cache = new CatalogCache();
    cache.enable();
    let release: (value: string) => void = () => undefined;
    const stale = cache.memo('a', 'k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('old');
    expect(await stale).toBe('old');
    expect(await cache.memo('a', 'k', async () => 'new')).toBe('new');

    const found = cache.many('b', [1, 2], async () => {
      cache.invalidate();
      return new Map([[1, 'old']]);
    });
    expect(await found).toEqual(new Map([[1, 'old']]));
    expect(await cache.many('b', [1], async () => new Map([[1, 'new']]))).toEqual(new Map([[1, 'new']]));
  });

  it('answers held keys from memory, remembers absent ones and fetches only the rest', async () => {
    const cache = new CatalogCache();
    cache.enable();
    const asked: number[][] = [];
    const fetch = async (ids: number[]) => {
      asked.push(ids);
      return new Map(ids.filter((id) => id !== 3).map((id) => [id, `v${id}`]));
    };
    await cache.many('x', [1, 2, 3], fetch);
    const second = await cache.many('x', [1, 3, 4], fetch);
    expect(asked).toEqual([[1, 2, 3], [4]]);
    expect(second).toEqual(
      new Map([
        [1, 'v1'],
        [4, 'v4'],
      ]),
    );
  });
});

const titleQuery = `query { products(first: 1, sortKey: ID) { nodes { id title } } }`;
type Titles = { products: { nodes: { id: string; title: string }[] } };

describe.each(databaseKinds)('a catalogue change on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip, 30);
  const firstTitle = async () => (await api.query<Titles>(titleQuery)).products.nodes[0]?.title;

  it.skipIf(skip)('reaches the next answer, also when written by another connection', async () => {
    const before = await firstTitle();
    expect(before).toBeTruthy();
    expect(await firstTitle()).toBe(before);
    // Written as another instance or an import would: plain SQL, no call into this service.
    await api
      .database()
      .execute(
        sql`UPDATE products SET title = jsonb_set(title, '{de}', '"Neuer Titel"') WHERE id = (SELECT min(id) FROM products)`,
      );
    await expect.poll(firstTitle, { timeout: 5000, interval: 50 }).toBe('Neuer Titel');
  });

  it.skipIf(skip)('never answers a cart from the cache', async () => {
    const { products } = await api.query<{
      products: {
        nodes: {
          variants: { nodes: { id: string; availableForSale: boolean; currentlyNotInStock: boolean }[] };
        }[];
      };
    }>(
      'query { products(first: 20, sortKey: ID) { nodes { variants(first: 5) { nodes { id availableForSale currentlyNotInStock } } } } }',
    );
    const variantId = products.nodes
      .flatMap((p) => p.variants.nodes)
      .find((v) => v.availableForSale && !v.currentlyNotInStock)?.id;
    const created = await api.query<{ cartCreate: { cart: { id: string } } }>(
      'mutation { cartCreate { cart { id } } }',
    );
    const cartId = created.cartCreate.cart.id;
    const quantity = async () =>
      (
        await api.query<{ cart: { totalQuantity: number } }>(
          'query($id: ID!) { cart(id: $id) { totalQuantity } }',
          { id: cartId },
        )
      ).cart.totalQuantity;
    expect(await quantity()).toBe(0);
    const added = await api.query<{ cartLinesAdd: { userErrors: unknown[] } }>(
      'mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { userErrors { code } } }',
      { id: cartId, lines: [{ merchandiseId: variantId, quantity: 2 }] },
    );
    expect(added.cartLinesAdd.userErrors).toEqual([]);
    expect(await quantity()).toBe(2);
  });
});
