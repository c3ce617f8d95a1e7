import type { ReactNode } from 'react';
import type { ProductCardProps } from '../catalog/product-card.ts';
import { useMessages } from '../i18n/define-messages.ts';
import classes from './add-to-cart.module.css';
import { cartMessages } from './messages.ts';
import type { AddToCartItem } from './optimistic-cart.ts';

/**
 * The add-to-cart button of a product card: only a product with one variant that can be bought is
 * added from its card; any other card leads to its product page. The button submits its grid's one
 * form (GridCartForm, `form` attribute) with the variant as its own value: a `<form>` in each card made
 * Chromium style and lay out every card holding one as the parse ended, even those skipped offscreen
 * (decision 0092).
 */
export function cardAddToCart(product: ProductCardProps, formId: string, className?: string): ReactNode {
  const variantId = cardCartVariantId(product);
  if (!variantId) return null;
  return <CardCartButton formId={formId} variantId={variantId} className={className} />;
}

function CardCartButton({
  formId,
  variantId,
  className,
}: {
  formId: string;
  variantId: string;
  className?: string;
}) {
  const t = useMessages(cartMessages);
  return (
    <button
      type="submit"
      form={formId}
      name="merchandiseId"
      value={variantId}
      className={className ? `${classes.button} ${className}` : classes.button}
      data-testid="add-to-cart"
    >
      {t('cart.add')}
    </button>
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
