import type { ReactNode } from 'react';
import type { ProductCardProps } from '../catalog/product-card.ts';
import { AddToCartForm, type AddToCartItem } from './add-to-cart-form.tsx';

/**
 * The add-to-cart control of every product card: only a product with one
 * variant that can be bought is added from its card; any other card leads to its product page.
 */
export function cardAddToCart(product: ProductCardProps, className?: string): ReactNode {
  const variantId = cardCartVariantId(product);
  if (!variantId) return null;
  return (
    <AddToCartForm
      merchandiseId={variantId}
      productTitle={product.title}
      item={cardCartItem(product)}
      className={className}
    />
  );
}

/** The variant a card adds to the cart: the card's own or the product's only one, if it can be bought. */
export function cardCartVariantId(product: ProductCardProps): string | null {
  const variant = product.variant;
  if (!variant || !(product.singleVariant || variant.own) || product.availability === 'unavailable')
    return null;
  return variant.id;
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
