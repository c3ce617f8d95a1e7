import type { ReactNode } from 'react';
import type { ProductCardProps } from '../catalog/product-card.ts';
import { AddToCartForm } from './add-to-cart-form.tsx';

/**
 * The add-to-cart control of every product card: only a product with one
 * variant that can be bought is added from its card; any other card leads to its product page.
 */
export function cardAddToCart(product: ProductCardProps): ReactNode {
  const variant = product.variant;
  if (!variant || !(product.singleVariant || variant.own) || product.availability === 'unavailable')
    return null;
  return (
    <AddToCartForm
      merchandiseId={variant.id}
      productTitle={product.title}
      item={{
        productId: product.id,
        handle: product.handle,
        title: product.title,
        vendor: product.vendor,
        variantTitle: variant.title,
        price: product.price,
        image: product.image,
        productType: product.productType,
      }}
    />
  );
}
