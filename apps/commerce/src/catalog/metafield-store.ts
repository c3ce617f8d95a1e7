import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { metafields } from '../db/schema.ts';
import { localized } from './catalog-schemas.ts';

const metafieldRow = z.object({
  id: z.number(),
  ownerType: z.string(),
  ownerId: z.number(),
  namespace: z.string(),
  key: z.string(),
  type: z.string(),
  value: localized,
});
export type MetafieldRecord = z.infer<typeof metafieldRow>;
/** The parent of `Metafield`: a catalogue metafield, or a cart's with the cart it belongs to. */
export type MetafieldView = MetafieldRecord & {
  cart?: { token: string; key: string };
  typename?: 'Metafield';
};
export type MetafieldOwner = 'Product' | 'ProductVariant' | 'Collection';

/** All metafields of the given owners, grouped by owner id. */
export async function findMetafieldsOfOwners(
  db: Database,
  ownerType: MetafieldOwner,
  ownerIds: readonly number[],
): Promise<Map<number, MetafieldRecord[]>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(metafields)
    .where(and(eq(metafields.ownerType, ownerType), inArray(metafields.ownerId, [...ownerIds])));
  const groups = new Map<number, MetafieldRecord[]>();
  for (const row of rows) {
    const record = metafieldRow.parse(row);
    groups.set(record.ownerId, [...(groups.get(record.ownerId) ?? []), record]);
  }
  return groups;
}
