import { vatRatePercent } from '@shop/shop-rules';
import type { CatalogLoaders } from '../catalog/catalog-loaders.ts';
import type { VariantRecord } from '../catalog/variant-store.ts';

/** What the cart needs to know about a variant: the catalogue's row and whether it is a gift card. */
export type Merchandise = {
  /** The catalogue's row (price, stock, availability), the parent of the line's `ProductVariant`. */
  variant: VariantRecord;
  /** Gift-card products are never discounted. */
  isGiftCard: boolean;
  /** The VAT rate included in its price, by the product's category (decision 0051). */
  vatRatePercent: number;
  /** The product's tags, which decide its shipping class (shop-rules `quoteShipping`). */
  tags: readonly string[];
};

/**
 * Variants with their product's kind, through the catalogue's batched and cached look-ups (a
 * stock change empties the cache, decision 0006). The loaders may be a cart transaction's, whose
 * reads must stay on its connection. A variant whose product is gone counts as unknown.
 */
export async function findMerchandise(
  loaders: CatalogLoaders,
  variantIds: readonly number[],
): Promise<Map<number, Merchandise>> {
  if (variantIds.length === 0) return new Map();
  const variants = await loaders.variant.loadBatch(variantIds);
  const products = await loaders.product.loadBatch([...variants.values()].map((v) => v.productId));
  const found = new Map<number, Merchandise>();
  for (const variant of variants.values()) {
    const product = products.get(variant.productId);
    if (product)
      found.set(variant.id, {
        variant,
        isGiftCard: product.isGiftCard,
        vatRatePercent: vatRatePercent(product.category),
        tags: product.tags,
      });
  }
  return found;
}

/** The most of a variant one cart may hold: its stock, or no limit on backorder. */
export function orderableQuantity({ variant }: Merchandise): number {
  if (!variant.availableForSale) return 0;
  if (variant.currentlyNotInStock) return Number.POSITIVE_INFINITY;
  return Math.max(variant.stock, 0);
}
