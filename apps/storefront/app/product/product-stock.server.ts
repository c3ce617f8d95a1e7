import { ProductStockDocument, type ProductStockQuery } from '@shop/storefront-api';
import { z } from 'zod';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import { languageParams } from '../search/search-params.server.ts';
import type { Stock } from './product-view.ts';

export const stockParams = languageParams.extend({
  // A product's global id as the page knows it; anything else is not asked for.
  id: z.string().regex(/^gid:\/\/shopify\/Product\/\d+$/),
});

export type StockAnswer =
  | { variants: Record<string, Stock> }
  | { error: 'invalid-id' | 'not-found' | 'unavailable' };

/** Spec section 7, ProductStock: the live availability of a product's variants (first 50). */
export async function loadProductStock(query: Record<string, string>): Promise<StockAnswer> {
  const parsed = stockParams.safeParse(query);
  if (!parsed.success) return { error: 'invalid-id' };
  let product: ProductStockQuery['product'];
  try {
    ({ product } = await storefrontQuery(ProductStockDocument, {
      id: parsed.data.id,
      language: parsed.data.lang.code,
    }));
  } catch {
    // A fetcher's error would replace the page with the error boundary; the page keeps the label
    // it was rendered with instead (storefrontQuery logged the cause).
    return { error: 'unavailable' };
  }
  if (!product) return { error: 'not-found' };
  const variants: Record<string, Stock> = {};
  for (const variant of product.variants.nodes) {
    variants[variant.id] = {
      availableForSale: variant.availableForSale,
      currentlyNotInStock: variant.currentlyNotInStock,
    };
  }
  return { variants };
}
