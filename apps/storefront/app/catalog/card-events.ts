import type { MouseEvent, RefObject } from 'react';
import { cardCartItem } from '../cart/card-add-to-cart.tsx';
import classes from './catalog.module.css';
import { type ItemList, pushSelectItem } from './item-list-analytics.ts';
import { useListLinkClicks } from './list-link-clicks.ts';
import type { ProductCardProps } from './product-card.ts';

/** The position of the grid's card (its direct child) that holds `target`, or -1. */
export function cardIndex(grid: Element, target: EventTarget | null): number {
  let node = target instanceof Element ? target : null;
  while (node && node.parentElement !== grid) node = node.parentElement;
  return node ? Array.prototype.indexOf.call(grid.children, node) : -1;
}

/**
 * The handlers of all cards of a grid, on the grid and its one add-to-cart form: its cards may be the
 * server's markup, not hydrated (static-island.ts), so nothing inside a card has React handlers of its own.
 * - a click on a card's title link reports `select_item`, then app links navigate in the app;
 * - a card's add-to-cart button submits the grid's form (grid-cart-form.tsx) with its variant; the
 *   minicart shows that card's product at once (`cartItem`).
 */
export function useCardEvents(products: ProductCardProps[], list: ItemList, grid: RefObject<Element | null>) {
  const followLink = useListLinkClicks();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link && classes.cardLink && link.classList.contains(classes.cardLink)) {
      const index = cardIndex(event.currentTarget, link);
      const product = products[index];
      if (product) pushSelectItem(product, index, list);
    }
    followLink(event);
  };
  // The card whose button submitted the grid's form (grid-cart-form.tsx), as the minicart shows it.
  const cartItem = (submitter: HTMLButtonElement | null) => {
    const product = grid.current ? products[cardIndex(grid.current, submitter)] : undefined;
    return product ? cardCartItem(product) : undefined;
  };
  return { onClick, cartItem };
}
