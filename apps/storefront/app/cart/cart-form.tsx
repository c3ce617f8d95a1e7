import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';
import { useCart } from './cart-context.tsx';
import type { CartActionName } from './cart-result.ts';

type Props = {
  action: CartActionName;
  inputs?: Record<string, string>;
  className?: string;
  /** Resets the form's fields after the change was handed over (a code field starts empty again). */
  resetOnSubmit?: boolean;
  children: ReactNode;
};

/**
 * One cart change as a form, as Hydrogen's CartForm: a plain POST to the cart action that comes back
 * to this page without JavaScript, handed to the browser's cart (optimistic, in click order) with it.
 */
export function CartForm({ action, inputs = {}, className, resetOnSubmit = false, children }: Props) {
  const language = useLanguage();
  const location = useLocation();
  const cart = useCart();
  return (
    <form
      method="post"
      action={`/${language.key}/cart`}
      className={className}
      onSubmit={(event) => {
        if (!cart) return;
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        // The button that was pressed names its value as a plain form would send it.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter instanceof HTMLButtonElement && submitter.name)
          data.set(submitter.name, submitter.value);
        cart.submit(data);
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
