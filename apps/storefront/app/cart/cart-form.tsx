import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';
import { useCart } from './cart-context.tsx';
import type { CartActionName } from './cart-result.ts';
import type { AddToCartItem } from './optimistic-cart.ts';

type Props = {
  action: CartActionName;
  inputs?: Record<string, string>;
  className?: string;
  /** For buttons elsewhere on the page that submit this form through their `form` attribute. */
  id?: string;
  /** A form whose buttons are all elsewhere shows nothing itself. */
  hidden?: boolean;
  /** Resets the form's fields after the change was handed over (a code field starts empty again). */
  resetOnSubmit?: boolean;
  /** What the minicart shows at once of an added item, before the server answers; by the button pressed. */
  item?: (submitter: HTMLButtonElement | null) => AddToCartItem | undefined;
  children?: ReactNode;
};

/**
 * One cart change as a form, as Hydrogen's CartForm: a plain POST to the cart action that comes back
 * to this page without JavaScript, handed to the browser's cart (optimistic, in click order) with it.
 */
export function CartForm({
  action,
  inputs = {},
  className,
  id,
  hidden,
  resetOnSubmit = false,
  item,
  children,
}: Props) {
  const language = useLanguage();
  const location = useLocation();
  const cart = useCart();
  return (
    <form
      id={id}
      method="post"
      action={`/${language.key}/cart`}
      className={className}
      hidden={hidden}
      onSubmit={(event) => {
        if (!cart) return;
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        // The button that was pressed names its value as a plain form would send it; set by hand, as
        // `new FormData(form, submitter)` is from 2023.
        const submitter = submitButton(event.nativeEvent);
        if (submitter) data.set(submitter.name, submitter.value);
        const added = item?.(submitter);
        cart.submit(data, added ? { item: added } : {});
        if (resetOnSubmit) form.reset();
      }}
    >
      <input type="hidden" name="cartAction" value={action} />
      {Object.entries(inputs).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children}
    </form>
  );
}

/** The named button that submitted a form, where the browser tells (SubmitEvent, 2020–2022). */
function submitButton(event: Event): HTMLButtonElement | null {
  const submitter = 'submitter' in event ? event.submitter : null;
  return submitter instanceof HTMLButtonElement && submitter.name ? submitter : null;
}
