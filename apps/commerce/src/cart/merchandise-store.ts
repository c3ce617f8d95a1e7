import { eq, inArray } from 'drizzle-orm';
import { products, productVariants } from '../catalog/catalog-tables.ts';
import type { Database } from '../db/database.ts';

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
  /** The catalogue's row, for the GraphQL `ProductVariant` the line shows. */
  variant: VariantRecord;
};

export type VariantRecord = typeof productVariants.$inferSelect;

export async function findMerchandise(
  db: Database,
  variantIds: readonly number[],
): Promise<Map<number, Merchandise>> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      variantId: productVariants.id,
      priceCents: productVariants.priceCents,
      compareAtPriceCents: productVariants.compareAtPriceCents,
      stock: productVariants.stock,
      availableForSale: productVariants.availableForSale,
      currentlyNotInStock: productVariants.currentlyNotInStock,
      isGiftCard: products.isGiftCard,
      variant: productVariants,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, ids));
  return new Map(rows.map((row) => [row.variantId, row]));
}

/** The most of a variant one cart may hold: its stock, or no limit on backorder. */
export function orderableQuantity(merchandise: Merchandise): number {
  if (!merchandise.availableForSale) return 0;
  if (merchandise.currentlyNotInStock) return Number.POSITIVE_INFINITY;
  return Math.max(merchandise.stock, 0);
}
