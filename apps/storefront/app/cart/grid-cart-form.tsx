import { CartForm } from './cart-form.tsx';
import type { AddToCartItem } from './optimistic-cart.ts';

type Props = {
  /** The id its cards' buttons name in their `form` attribute. */
  id: string;
  /** What the minicart shows at once of the card whose button was pressed. */
  item: (submitter: HTMLButtonElement | null) => AddToCartItem | undefined;
};

/**
 * The one add-to-cart form of a product grid: its cards' buttons submit it with their variant as
 * `merchandiseId` (card-add-to-cart.tsx, decision 0092). Without JavaScript it posts to the cart action
 * and comes back to this page (303); with it, the change goes to the browser's cart. It shows nothing
 * itself.
 */
export function GridCartForm({ id, item }: Props) {
  return <CartForm id={id} hidden action="LinesAdd" inputs={{ quantity: '1' }} item={item} />;
}
