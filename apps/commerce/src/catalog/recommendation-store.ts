import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { products } from '../db/schema.ts';
import type { ProductRecord } from './product-store.ts';

/** What goes with what: a machine wants coffee and accessories, coffee wants a grinder. */
const complements: Record<string, string[]> = {
  coffee: ['grinder', 'accessory'],
  machine: ['coffee', 'accessory'],
  grinder: ['coffee', 'accessory'],
  accessory: ['coffee', 'cup'],
  cup: ['coffee', 'accessory'],
  'gift-card': ['coffee', 'accessory'],
};

const limit = 10;

/** RELATED: best sellers of the same product type; COMPLEMENTARY: best sellers of matching categories. */
export async function findRecommendedIds(
  db: Database,
  product: ProductRecord,
  intent: 'RELATED' | 'COMPLEMENTARY',
): Promise<number[]> {
  const condition =
    intent === 'RELATED'
      ? sql`${products.productType}->>'de' = ${product.productType.de}`
      : inArray(products.category, complements[product.category] ?? ['coffee']);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(condition, ne(products.id, product.id), eq(products.availableForSale, true)))
    .orderBy(asc(products.bestSellingRank))
    .limit(limit);
  return rows.map((row) => row.id);
}
