/**
 * `npm run bench:order`: how long placing an order takes (the whole transaction of
 * orders/place-order.ts: lock the cart, price it, take stock, spend a gift card, write the order,
 * delete the cart) on PGlite and on PostgreSQL at 127.0.0.1:5432 when it answers. Prints
 * p50/p95/p99 for orders placed one after another and for 8 placed at once, each order buying
 * 3 of 200 variants with a discount code, half of them with a gift card.
 *
 *   npm run bench:order -- --orders 400 --concurrency 8
 */
import { parseArgs } from 'node:util';
import { insertCartFixtures } from '../src/cart/cart-fixtures.ts';
import { productVariants } from '../src/catalog/catalog-tables.ts';
import { giftCards } from '../src/gift-cards/gift-card-tables.ts';
import { insertTestCart, orderInput } from '../src/orders/order-fixtures.ts';
import { placeOrder } from '../src/orders/place-order.ts';
import {
  createTestDatabase,
  postgresAvailable,
  type TestDatabaseKind,
} from '../src/testing/test-databases.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '8' },
  },
});
const orders = Number(values.orders);
const concurrency = Number(values.concurrency);

const variantIds = Array.from({ length: 200 }, (_, i) => 20_000 + i);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function run(kind: TestDatabaseKind): Promise<void> {
  const database = await createTestDatabase(kind);
  const { db } = database;
  await insertCartFixtures(db);
  await db.insert(productVariants).values(
    variantIds.map((id, i) => ({
      id,
      productId: 1,
      position: id,
      sku: `BENCH-${id}`,
      title: { de: 'Default Title', en: 'Default Title', da: 'Default Title' },
      selectedOptions: [],
      priceCents: 500 + i * 10,
      compareAtPriceCents: null,
      unitPrice: null,
      weightGrams: 250,
      stock: 1_000_000,
      availableForSale: true,
      currentlyNotInStock: false,
      imageId: null,
    })),
  );
  // A gift card with a balance that lasts the whole run.
  await db.insert(giftCards).values({
    id: 900,
    codeHash: 'bench',
    lastCharacters: 'BNCH',
    initialBalanceCents: 1_000_000_000,
    balanceCents: 1_000_000_000,
  });

  let seed = 1;
  const pick = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return variantIds[seed % variantIds.length] ?? 20_000;
  };
  const makeCart = (n: number) =>
    insertTestCart(
      db,
      [...new Set([pick(), pick(), pick()])].map((variantId) => ({ variantId, quantity: 1 + (n % 3) })),
      { discountCodes: ['BARISTA15'], giftCardIds: n % 2 === 0 ? [900] : [] },
    );

  for (const parallel of [1, concurrency]) {
    const tokens = await Promise.all(Array.from({ length: orders }, (_, n) => makeCart(n)));
    // Warm-up: plans and connections, not counted.
    for (const token of tokens.splice(0, 20)) await placeOrder(db, orderInput(token));
    const times: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < tokens.length) {
          const token = tokens[next++] ?? '';
          const t0 = performance.now();
          const result = await placeOrder(db, orderInput(token));
          times.push(performance.now() - t0);
          if (result.kind !== 'placed') throw new Error(`order not placed: ${result.kind}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `${kind.padEnd(8)} ${String(parallel).padStart(2)} at once  ${String(times.length).padStart(4)} orders  ` +
        `p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  p99 ${ms(percentile(times, 99))}  ` +
        `${(times.length / seconds).toFixed(0)} orders/s`,
    );
  }
  await database.dispose();
}

console.log(`placing orders: ${orders} per run, 3 variants each, discount code, gift card on every second`);
await run('pglite');
if (postgresAvailable) await run('postgres');
else console.log('postgres  not reachable at 127.0.0.1:5432: skipped');
