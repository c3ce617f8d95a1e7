import { asc, eq, inArray } from 'drizzle-orm';
import { products, productVariants } from '../catalog/catalog-tables.ts';
import type { Database } from '../db/database.ts';
import type { CartLineRecord } from './cart-store.ts';
import { cartLines } from './cart-tables.ts';

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

export async function findMerchandise(
  db: Database,
  variantIds: readonly number[],
): Promise<Map<number, Merchandise>> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ variant: productVariants, isGiftCard: products.isGiftCard })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, ids));
  return new Map(rows.map((row) => [row.variant.id, toMerchandise(row.variant, row.isGiftCard)]));
}

/**
 * The cart's lines with their merchandise, oldest first, in one query. A line whose variant has
 * left the catalogue cannot be bought and is not returned.
 */
export async function findLinesWithMerchandise(
  db: Database,
  token: string,
): Promise<{ record: CartLineRecord; item: Merchandise }[]> {
  const rows = await db
    .select({ line: cartLines, variant: productVariants, isGiftCard: products.isGiftCard })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartLines.cartToken, token))
    .orderBy(asc(cartLines.id));
  return rows.map((row) => ({ record: row.line, item: toMerchandise(row.variant, row.isGiftCard) }));
}

/** The most of a variant one cart may hold: its stock, or no limit on backorder. */
export function orderableQuantity(merchandise: Merchandise): number {
  if (!merchandise.availableForSale) return 0;
  if (merchandise.currentlyNotInStock) return Number.POSITIVE_INFINITY;
  return Math.max(merchandise.stock, 0);
}
