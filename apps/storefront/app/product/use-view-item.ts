import { useEffect, useRef } from 'react';
import { pushToDataLayer } from '../analytics/data-layer.ts';
import { variantIdParam } from '../catalog/product-card.ts';
import type { ProductView, VariantView } from './product-view.ts';

/** GA4's `view_item` (developers.google.com/analytics/devguides/collection/ga4/reference/events). */
export function viewItemEvent(product: ProductView, variant: VariantView) {
  const price = Number(variant.price.amount);
  return {
    event: 'view_item' as const,
    ecommerce: {
      currency: variant.price.currencyCode,
      value: price,
      items: [
        {
          // The product's number, as the lists' select_item names it, so the two events join up.
          item_id: variantIdParam(product.id),
          item_name: product.title,
          item_brand: product.vendor,
          ...(variant.title ? { item_variant: variant.title } : {}),
          ...(product.productType ? { item_category: product.productType } : {}),
          price,
          currency: variant.price.currencyCode,
          index: 0,
        },
      ],
    },
  };
}

/**
 * `view_item` once per real view: when a product page is shown, again when another product is shown,
 * but not when the visitor picks another variant, nor on a re-render or a revalidation after adding
 * to the cart.
 */
export function useViewItem(product: ProductView, variant: VariantView): void {
  const reported = useRef<string | null>(null);
  const latest = useRef({ product, variant });
  latest.current = { product, variant };
  useEffect(() => {
    if (reported.current === product.id) return;
    reported.current = product.id;
    const { product: shown, variant: chosen } = latest.current;
    // GA4 merges ecommerce objects of successive events unless the previous one is cleared.
    pushToDataLayer({ ecommerce: null });
    pushToDataLayer(viewItemEvent(shown, chosen));
  }, [product.id]);
}
