import { eq } from 'drizzle-orm';
import type { CatalogReader } from '../catalog/catalog-cache.ts';
import { shop } from '../db/schema.ts';

export type ShopRecord = typeof shop.$inferSelect;

export function findShop({ db, catalogCache }: CatalogReader): Promise<ShopRecord | undefined> {
  return catalogCache.memo('shop', '', async () => {
    const rows = await db.select().from(shop).where(eq(shop.id, 1)).limit(1);
    return rows[0];
  });
}
