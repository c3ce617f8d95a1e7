import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertTestCart, orderInput } from '../orders/order-fixtures.ts';
import { placeOrder } from '../orders/place-order.ts';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { notificationsHeard } from '../testing/notifications-heard.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { productVariants } from './catalog-tables.ts';

type Variant = {
  id: string;
  availableForSale: boolean;
  currentlyNotInStock: boolean;
  quantityAvailable: number;
};
type Product = { id: string; availableForSale: boolean; variants: { nodes: Variant[] } };

const productsQuery = `query { products(first: 40, sortKey: ID) { nodes { id availableForSale
  variants(first: 20) { nodes { id availableForSale currentlyNotInStock quantityAvailable } } } } }`;
const productQuery = `query($id: ID!) { product(id: $id) { id availableForSale
  variants(first: 20) { nodes { id availableForSale currentlyNotInStock quantityAvailable } } } }`;
const forSaleQuery = `query { products(first: 250, query: "available_for_sale:true") { nodes { id } } }`;

const numericId = (gid: string) => Number(gid.split('/').pop());

/** Variants that an order can sell out: for sale, in stock, not on backorder. */
const sellable = (product: Product) =>
  product.variants.nodes.filter(
    (v) => v.availableForSale && !v.currentlyNotInStock && v.quantityAvailable > 0,
  );
/** A product whose every variant for sale can be sold out (none on backorder). */
const canSellOut = (product: Product) =>
  product.availableForSale &&
  sellable(product).length === product.variants.nodes.filter((v) => v.availableForSale).length;

describe.each(databaseKinds)('a product’s availability follows its variants on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip, 40);
  const productOf = async (id: string) =>
    (await api.query<{ product: Product }>(productQuery, { id })).product;
  const forSaleIds = async () =>
    (await api.query<{ products: { nodes: { id: string }[] } }>(forSaleQuery)).products.nodes.map(
      (p) => p.id,
    );
  const products = async () =>
    (await api.query<{ products: { nodes: Product[] } }>(productsQuery)).products.nodes;
  /** Leaves one unit of each variant, so that an order of one each takes the last units. */
  const oneLeft = (variants: Variant[]) =>
    api
      .database()
      .update(productVariants)
      .set({ stock: 1 })
      .where(
        inArray(
          productVariants.id,
          variants.map((v) => numericId(v.id)),
        ),
      );

  it.skipIf(skip)(
    'an order for the last unit makes product and variant sold out; a restock brings both back',
    async () => {
      await notificationsHeard(api.catalogReader());
      const product = (await products()).find(canSellOut);
      if (!product) throw new Error('the seeded catalogue has no product without backorder');
      const variants = sellable(product);
      await oneLeft(variants);
      expect(await forSaleIds()).toContain(product.id);

      const token = await insertTestCart(
        api.database(),
        variants.map((v) => ({ variantId: numericId(v.id), quantity: 1 })),
      );
      expect((await placeOrder(api.database(), orderInput(token))).kind).toBe('placed');

      // Other instances hear of it by notification, like this one: poll until it arrived.
      await expect
        .poll(async () => (await productOf(product.id)).availableForSale, { timeout: 5000 })
        .toBe(false);
      const soldOut = await productOf(product.id);
      for (const variant of soldOut.variants.nodes) expect(variant.availableForSale, variant.id).toBe(false);
      // Lists, filters and search read the product's own column: it is gone from "for sale" there too.
      expect(await forSaleIds()).not.toContain(product.id);

      // A restock, as an inventory update writes it: stock and availability of one variant.
      const [first] = variants;
      if (!first) throw new Error('no variant');
      await api
        .database()
        .execute(
          sql`UPDATE product_variants SET stock = 5, available_for_sale = true WHERE id = ${numericId(first.id)}`,
        );
      await expect
        .poll(async () => (await productOf(product.id)).availableForSale, { timeout: 5000 })
        .toBe(true);
      const restocked = await productOf(product.id);
      expect(restocked.variants.nodes.find((v) => v.id === first.id)?.availableForSale).toBe(true);
      expect(restocked.variants.nodes.find((v) => v.id === first.id)?.quantityAvailable).toBe(5);
      expect(await forSaleIds()).toContain(product.id);
    },
  );

  it.skipIf(skip)('stays for sale while another of its variants is', async () => {
    await notificationsHeard(api.catalogReader());
    const product = (await products()).find((p) => p.availableForSale && sellable(p).length >= 2);
    if (!product) throw new Error('the seeded catalogue has no product with two variants in stock');
    const [sold, other] = sellable(product);
    if (!sold || !other) throw new Error('no variants');
    await oneLeft([sold]);
    const token = await insertTestCart(api.database(), [{ variantId: numericId(sold.id), quantity: 1 }]);
    expect((await placeOrder(api.database(), orderInput(token))).kind).toBe('placed');

    await expect
      .poll(
        async () =>
          (await productOf(product.id)).variants.nodes.find((v) => v.id === sold.id)?.availableForSale,
        {
          timeout: 5000,
        },
      )
      .toBe(false);
    const after = await productOf(product.id);
    expect(after.availableForSale).toBe(true);
    expect(after.variants.nodes.find((v) => v.id === other.id)?.availableForSale).toBe(true);
    expect(await forSaleIds()).toContain(product.id);
  });
  it.skipIf(skip)('a variant added for sale or removed changes the product’s availability', async () => {
    await notificationsHeard(api.catalogReader());
    const product = (await products()).find((p) => p.availableForSale);
    if (!product) throw new Error('the seeded catalogue has no product for sale');
    const productId = numericId(product.id);
    const db = api.database();
    // Every variant taken off sale: the product follows (the update trigger of migration 0016).
    await db.execute(
      sql`UPDATE product_variants SET available_for_sale = false WHERE product_id = ${productId}`,
    );
    await expect
      .poll(async () => (await productOf(product.id)).availableForSale, { timeout: 5000 })
      .toBe(false);

    // A new variant for sale, as a catalogue editor adds a size: the product is for sale again.
    const [top] = await db.select({ id: sql<number>`max(${productVariants.id})` }).from(productVariants);
    const newId = Number(top?.id) + 1;
    await db.execute(sql`INSERT INTO product_variants
      (id, product_id, position, sku, title, selected_options, price_cents, compare_at_price_cents,
       unit_price, weight_grams, stock, available_for_sale, currently_not_in_stock, image_id)
      SELECT ${newId}, product_id, position + 100, sku || '-NEU', title, selected_options, price_cents,
        compare_at_price_cents, unit_price, weight_grams, 5, true, false, image_id
      FROM product_variants WHERE product_id = ${productId} ORDER BY id LIMIT 1`);
    await expect
      .poll(async () => (await productOf(product.id)).availableForSale, { timeout: 5000 })
      .toBe(true);
    expect(await forSaleIds()).toContain(product.id);

    // Removed again (discontinued): nothing of the product is for sale.
    await db.execute(sql`DELETE FROM product_variants WHERE id = ${newId}`);
    await expect
      .poll(async () => (await productOf(product.id)).availableForSale, { timeout: 5000 })
      .toBe(false);
    expect(await forSaleIds()).not.toContain(product.id);
  });
});
