import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertTestCart, orderInput } from '../orders/order-fixtures.ts';
import { placeOrder } from '../orders/place-order.ts';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { notificationsHeard } from '../testing/notifications-heard.ts';
import { databaseKinds } from '../testing/test-databases.ts';

type Variant = {
  id: string;
  quantityAvailable: number;
  availableForSale: boolean;
  price: { amount: string };
};
type Products = { products: { nodes: { id: string; title: string; variants: { nodes: Variant[] } }[] } };
const productsQuery = `query { products(first: 30, sortKey: ID) { nodes { id title
  variants(first: 10) { nodes { id quantityAvailable availableForSale price { amount } } } } } }`;
const titlesQuery = 'query { products(first: 3, sortKey: ID) { nodes { id title } } }';

const numericId = (gid: string) => Number(gid.split('/').pop());

describe.each(databaseKinds)('stock changed by an order on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip, 30);
  const reader = () => api.catalogReader();
  /** An object kept in the catalogue cache: the same one again means the cache was not emptied. */
  const probe = () => reader().catalogCache.memo('probe', 'probe', async () => ({}));
  const catalogVersion = async () =>
    ((await (await fetch(`${api.server().url}/catalog/version`)).json()) as { version: number }).version;
  const stockFeed = async () =>
    (
      (await (await fetch(`${api.server().url}/catalog/version`)).json()) as {
        stock: { coversMs: number; changes: { id: string; products: string[] | null }[] };
      }
    ).stock;
  const variantOf = async (id: string) =>
    (await api.query<Products>(productsQuery)).products.nodes
      .flatMap((p) => p.variants.nodes)
      .find((v) => v.id === id);

  it.skipIf(skip)('shows the new stock at once but keeps the catalogue cache and its version', async () => {
    await notificationsHeard(reader());
    const { products } = await api.query<Products>(productsQuery);
    const chosen = products.nodes
      .flatMap((p) => p.variants.nodes)
      .find((v) => v.availableForSale && v.quantityAvailable >= 3);
    if (!chosen) throw new Error('the seeded catalogue has no variant with 3 in stock');
    const titlesBefore = await api.query(titlesQuery);
    const kept = await probe();
    const versionBefore = await catalogVersion();

    const token = await insertTestCart(api.database(), [{ variantId: numericId(chosen.id), quantity: 2 }]);
    const placed = await placeOrder(api.database(), orderInput(token));
    expect(placed.kind).toBe('placed');

    await expect
      .poll(async () => (await variantOf(chosen.id))?.quantityAvailable, { timeout: 5000, interval: 50 })
      .toBe(chosen.quantityAvailable - 2);
    // A stock notification is delivered like a catalogue one; give a wrong one time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await probe()).toBe(kept);
    expect(await catalogVersion()).toBe(versionBefore);
    expect(await api.query(titlesQuery)).toEqual(titlesBefore);
  });

  it.skipIf(skip)('names the ordered product, and only it, to storefronts (decision 0082)', async () => {
    await notificationsHeard(reader());
    const { products } = await api.query<Products>(productsQuery);
    const product = products.nodes.find((p) =>
      p.variants.nodes.some((v) => v.availableForSale && v.quantityAvailable >= 3),
    );
    const variant = product?.variants.nodes.find((v) => v.availableForSale && v.quantityAvailable >= 3);
    if (!product || !variant) throw new Error('the seeded catalogue has no variant with 3 in stock');
    const before = new Set((await stockFeed()).changes.map((change) => change.id));

    const token = await insertTestCart(api.database(), [{ variantId: numericId(variant.id), quantity: 1 }]);
    expect((await placeOrder(api.database(), orderInput(token))).kind).toBe('placed');
    await expect
      .poll(async () => (await stockFeed()).changes.filter((change) => !before.has(change.id)), {
        timeout: 5000,
        interval: 50,
      })
      .toEqual([{ id: expect.any(String), products: [product.id] }]);
    expect((await stockFeed()).coversMs).toBeGreaterThan(0);

    // Writing the stock it already has changes nothing a page shows: no notification.
    const known = new Set((await stockFeed()).changes.map((change) => change.id));
    await api
      .database()
      .execute(sql`UPDATE product_variants SET stock = stock WHERE id = ${numericId(variant.id)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await stockFeed()).changes.filter((change) => !known.has(change.id))).toEqual([]);
  });

  it.skipIf(skip)('still empties the cache and moves the version on a price change', async () => {
    await notificationsHeard(reader());
    const { products } = await api.query<Products>(productsQuery);
    const variant = products.nodes[0]?.variants.nodes[0];
    if (!variant) throw new Error('no variant');
    const kept = await probe();
    const versionBefore = await catalogVersion();
    await api
      .database()
      .execute(sql`UPDATE product_variants SET price_cents = 4321 WHERE id = ${numericId(variant.id)}`);
    await expect
      .poll(async () => (await variantOf(variant.id))?.price.amount, { timeout: 5000, interval: 50 })
      .toBe('43.21');
    expect(await probe()).not.toBe(kept);
    expect(await catalogVersion()).toBeGreaterThan(versionBefore);
  });

  it.skipIf(skip)('a stock change written by another instance reaches the next answer', async () => {
    await notificationsHeard(reader());
    const { products } = await api.query<Products>(productsQuery);
    const variant = products.nodes[1]?.variants.nodes[0];
    if (!variant) throw new Error('no variant');
    const kept = await probe();
    await api
      .database()
      .execute(
        sql`UPDATE product_variants SET stock = 0, available_for_sale = false WHERE id = ${numericId(variant.id)}`,
      );
    await expect
      .poll(async () => (await variantOf(variant.id))?.availableForSale, { timeout: 5000, interval: 50 })
      .toBe(false);
    expect((await variantOf(variant.id))?.quantityAvailable).toBe(0);
    expect(await probe()).toBe(kept);
  });
});
