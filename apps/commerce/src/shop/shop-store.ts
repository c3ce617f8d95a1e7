import { eq } from 'drizzle-orm';
import { catalogCache } from '../catalog/catalog-cache.ts';
import type { Database } from '../db/database.ts';
import { shop } from '../db/schema.ts';

export type ShopRecord = typeof shop.$inferSelect;

export function findShop(db: Database): Promise<ShopRecord | undefined> {
  return catalogCache(db).memo('shop', '', async () => {
    const rows = await db.select().from(shop).where(eq(shop.id, 1)).limit(1);
    return rows[0];
  });
}
