import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';

type Props = {
  /** The id its cards' buttons name in their `form` attribute. */
  id: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * The one add-to-cart form of a product grid: its cards' buttons submit it with their variant as
 * `merchandiseId` (card-add-to-cart.tsx). Without JavaScript it posts to the cart action and comes
 * back to this page (303); with it, the grid hands the submit to the browser's cart (card-events.ts).
 * It shows nothing itself.
 */
export function GridCartForm({ id, onSubmit }: Props) {
  const language = useLanguage();
  const location = useLocation();
  return (
    <form
      id={id}
      method="post"
      action={`/${language.key}/cart`}
      hidden
      data-testid="add-to-cart-form"
      onSubmit={onSubmit}
    >
      <input type="hidden" name="cartAction" value="LinesAdd" />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="quantity" value="1" />
    </form>
  );
}
