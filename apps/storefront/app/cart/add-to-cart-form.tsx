import { useId } from 'react';
import { useMessages } from '../i18n/define-messages.ts';
import classes from './add-to-cart.module.css';
import { CartForm } from './cart-form.tsx';
import { cartMessages } from './messages.ts';
import type { AddToCartItem } from './optimistic-cart.ts';

type Props = {
  /** The variant's global id (`gid://shopify/ProductVariant/…`). */
  merchandiseId: string;
  /** What the minicart shows at once, before the server answers. */
  item: AddToCartItem;
  disabled?: boolean;
};

/**
 * Add to cart with a quantity, for the product page (a card's button submits its grid's form:
 * grid-cart-form.tsx). A plain form that posts to the cart action and comes back to this page (303)
 * without JavaScript; with it, the change is sent in the background, the badge and minicart show it at
 * once and the minicart opens.
 */
export function AddToCartForm({ merchandiseId, item, disabled }: Props) {
  const t = useMessages(cartMessages);
  const quantityId = useId();
  return (
    <CartForm action="LinesAdd" inputs={{ merchandiseId }} className={classes.addForm} item={() => item}>
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
      <button type="submit" disabled={disabled} className={classes.button} data-testid="add-to-cart">
        {t('cart.add')}
      </button>
    </CartForm>
  );
}
