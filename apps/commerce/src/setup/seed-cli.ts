/**
 * (Re)seeds the configured database (PGLITE_DIR or DATABASE_URL) with a generated catalogue:
 *   npm run seed -w @shop/commerce -- --products 100000
 * Carts, discount codes and gift cards are left as they are; the catalogue is replaced.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/database.ts';
import { importDiscountsAndGiftCards } from '../discounts/import-discounts-and-gift-cards.ts';
import { DEFAULT_PRODUCT_COUNT, generateCatalog } from '../seed/generate-catalog.ts';
import { clearCatalog, importCatalog } from './import-catalog.ts';
import { seedDatabase } from './seed-database.ts';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const products = z.coerce
  .number()
  .int()
  .min(1)
  .max(1_000_000)
  .parse(values.products ?? DEFAULT_PRODUCT_COUNT);

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.exclusively(() => database.migrate());
  const started = performance.now();
  // An empty database gets the shop row too; a seeded one only has its catalogue replaced.
  const outcome = await seedDatabase(database.db, { publicUrl: config.publicUrl, products });
  if (outcome === 'present') {
    const catalog = generateCatalog({ products });
    const generated = performance.now();
    console.log(
      `seed: generated ${catalog.products.length} products in ${Math.round(generated - started)} ms`,
    );
    await database.db.transaction(async (tx) => {
      await clearCatalog(tx);
      await importCatalog(tx, catalog);
      await importDiscountsAndGiftCards(tx, catalog);
    });
  }
  const where = config.database.kind === 'pglite' ? config.database.dir : 'PostgreSQL';
  console.log(`seed: ${products} products into ${where} in ${Math.round(performance.now() - started)} ms`);
} finally {
  await database.close();
}
