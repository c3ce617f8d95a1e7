import type { Database } from '../db/database.ts';
import { shop } from '../db/schema.ts';
import { importDiscountsAndGiftCards } from '../discounts/import-discounts-and-gift-cards.ts';
import { generateCatalog } from '../seed/generate-catalog.ts';
import { importCatalog } from './import-catalog.ts';

/** Products of the catalogue seeded when the caller names no size. */
const smallCatalog = 60;

export type SeedOptions = {
  publicUrl: string;
  /**
   * Size of the generated catalogue. The service passes SEED_PRODUCTS (2,160 by default); without
   * it a small catalogue is seeded, which is what tests of other features need.
   */
  products?: number;
};

/**
 * Fills an empty database once. Runs on every start: a database that already holds the shop
 * is left as it is, so restarts never duplicate data. The shop row and the catalogue are written
 * in one transaction, so a start that dies half-way leaves an empty database, not half a shop,
 * and a second instance starting at the same time waits on the shop row and then adds nothing.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<'seeded' | 'present'> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shop)
      .values({
        id: 1,
        name: 'Kaffeekontor',
        description: {
          de: 'Kaffee, Espresso, Kaffeemaschinen und Zubehör online kaufen',
          en: 'Coffee, espresso, coffee machines and accessories to buy online',
          da: 'Køb kaffe, espresso, kaffemaskiner og tilbehør online',
        },
        primaryDomainUrl: options.publicUrl,
      })
      .onConflictDoNothing()
      .returning({ id: shop.id });
    if (inserted.length === 0) return 'present';
    const catalog = generateCatalog({ products: options.products ?? smallCatalog });
    await importCatalog(tx, catalog);
    await importDiscountsAndGiftCards(tx, catalog);
    return 'seeded';
  });
}
