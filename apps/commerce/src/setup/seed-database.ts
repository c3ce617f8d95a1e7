import type { Database } from '../db/database.ts';
import { shop } from '../db/schema.ts';

/**
 * Fills an empty database once. Runs on every start: a database that already holds the shop
 * is left as it is, so restarts never duplicate data.
 */
export async function seedDatabase(
  db: Database,
  options: { publicUrl: string },
): Promise<'seeded' | 'present'> {
  const inserted = await db
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
  return inserted.length > 0 ? 'seeded' : 'present';
}
