import { type ReactNode, useId } from 'react';
import { useLocation } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './add-to-cart.module.css';
import { useCart } from './cart-context.tsx';
import { cartMessages } from './messages.ts';
import type { AddToCartItem } from './optimistic-cart.ts';

export type { AddToCartItem } from './optimistic-cart.ts';

type Props = {
  /** The variant's global id (`gid://shopify/ProductVariant/…`). */
  merchandiseId: string;
  /** Shows a quantity field (product page); without it one item is added (cards). */
  quantityField?: boolean;
  /** What the minicart shows at once, before the server answers. */
  item?: AddToCartItem;
  /** Names the product in the button's accessible name where several buttons share a page (cards). */
  productTitle?: string;
  disabled?: boolean;
  className?: string;
  /** The button's content; "In den Warenkorb" by default. */
  children?: ReactNode;
};

/**
 * Add to cart, for the product page and product cards. A plain form that posts to the cart action and
 * comes back to this page (303) without JavaScript; with it, the change is sent in the background,
 * the badge and minicart show it at once and the minicart opens.
 */
export function AddToCartForm({
  merchandiseId,
  quantityField = false,
  item,
  disabled,
  className,
  children,
}: Props) {
  const t = useMessages(cartMessages);
  const language = useLanguage();
  const location = useLocation();
  const cart = useCart();
  const quantityId = useId();
  return (
    <form
      method="post"
      action={`/${language.key}/cart`}
      className={className ?? classes.addForm}
      data-testid="add-to-cart-form"
      onSubmit={(event) => {
        if (!cart) return;
        event.preventDefault();
        cart.submit(new FormData(event.currentTarget), item ? { item } : {});
      }}
    >
      <input type="hidden" name="cartAction" value="LinesAdd" />
      <input type="hidden" name="merchandiseId" value={merchandiseId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {quantityField ? (
        <>
          <label htmlFor={quantityId}>{t('cart.quantity')}</label>
          <input
            id={quantityId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={10000}
            step={1}
            defaultValue={1}
            required
            data-testid="add-to-cart-quantity"
          />
        </>
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      <button type="submit" disabled={disabled} className={classes.button} data-testid="add-to-cart">
        {children ?? t('cart.add')}
      </button>
    </form>
  );
}
