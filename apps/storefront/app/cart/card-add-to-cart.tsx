import type { ReactNode } from 'react';
import type { ProductCardProps } from '../catalog/product-card.ts';
import { AddToCartForm, type AddToCartItem } from './add-to-cart-form.tsx';

/**
 * The add-to-cart control of every product card: only a product with one
 * variant that can be bought is added from its card; any other card leads to its product page.
 */
export function cardAddToCart(product: ProductCardProps): ReactNode {
  const variant = product.variant;
  if (!variant || !(product.singleVariant || variant.own) || product.availability === 'unavailable')
    return null;
  return (
    <AddToCartForm merchandiseId={variant.id} productTitle={product.title} item={cardCartItem(product)} />
  );
}

/** What the minicart shows of a card's product at once, before the server answers. */
export function cardCartItem(product: ProductCardProps): AddToCartItem {
  return {
    productId: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    variantTitle: product.variant?.title ?? null,
    price: product.price,
    image: product.image,
    productType: product.productType,
  };
}
