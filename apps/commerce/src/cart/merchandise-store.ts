import { eq, inArray } from 'drizzle-orm';
import { catalogCache } from '../catalog/catalog-cache.ts';
import { products, productVariants } from '../catalog/catalog-tables.ts';
import type { Database } from '../db/database.ts';
import { type CartLineRecord, listLines } from './cart-store.ts';

export type VariantRecord = typeof productVariants.$inferSelect;

/** What the cart needs to know about a variant: its price, stock and whether it is a gift card. */
export type Merchandise = {
  variantId: number;
  priceCents: number;
  compareAtPriceCents: number | null;
  stock: number;
  availableForSale: boolean;
  /** Sold out but still for sale (backorder): any quantity may be ordered. */
  currentlyNotInStock: boolean;
  isGiftCard: boolean;
  /** The catalogue's row, the parent of the GraphQL `ProductVariant` the line shows. */
  variant: VariantRecord;
};

function toMerchandise(variant: VariantRecord, isGiftCard: boolean): Merchandise {
  return {
    variantId: variant.id,
    priceCents: variant.priceCents,
    compareAtPriceCents: variant.compareAtPriceCents,
    stock: variant.stock,
    availableForSale: variant.availableForSale,
    currentlyNotInStock: variant.currentlyNotInStock,
    isGiftCard,
    variant,
  };
}

/**
 * Price, stock and kind of variants, from the catalogue cache where held (a stock change empties
 * it, decision 0006); the rest in one query on `db`, which may be the cart's transaction.
 */
export async function findMerchandise(
  db: Database,
  variantIds: readonly number[],
): Promise<Map<number, Merchandise>> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  return catalogCache(db).many('merchandise', ids, async (missing) => {
    const rows = await db
      .select({ variant: productVariants, isGiftCard: products.isGiftCard })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.id, missing));
    return new Map(rows.map((row) => [row.variant.id, toMerchandise(row.variant, row.isGiftCard)]));
  });
}

/**
 * The cart's lines with their merchandise, oldest first: the lines given (as a change just saved
 * them) or read. A line whose variant has left the catalogue cannot be bought and is not returned.
 */
export async function findLinesWithMerchandise(
  db: Database,
  token: string,
  known?: readonly CartLineRecord[],
): Promise<{ record: CartLineRecord; item: Merchandise }[]> {
  const lines = known ?? (await listLines(db, token));
  const items = await findMerchandise(
    db,
    lines.map((line) => line.variantId),
  );
  return lines.flatMap((record) => {
    const item = items.get(record.variantId);
    return item ? [{ record, item }] : [];
  });
}

/** The most of a variant one cart may hold: its stock, or no limit on backorder. */
export function orderableQuantity(merchandise: Merchandise): number {
  if (!merchandise.availableForSale) return 0;
  if (merchandise.currentlyNotInStock) return Number.POSITIVE_INFINITY;
  return Math.max(merchandise.stock, 0);
}
