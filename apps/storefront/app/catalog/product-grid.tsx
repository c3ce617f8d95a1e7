import classes from './catalog.module.css';
import { type ItemList, pushSelectItem, useViewItemList } from './item-list-analytics.ts';
import { useListLinkClicks } from './list-link-clicks.ts';
import type { ProductCardProps } from './product-card.ts';
import { ProductCardView } from './product-card-view.tsx';

type Props = {
  products: ProductCardProps[];
  /** The list as analytics names it (`view_item_list`, `select_item`). */
  list: ItemList;
  /** How many cards load their image at once (the first row on a wide screen). */
  eagerCount?: number;
  headingLevel?: 'h2' | 'h3';
};

/**
 * Product cards in a grid: two columns on a phone, up to five on a wide screen. Reports the list
 * to analytics once per occurrence and each card's selection.
 */
export function ProductGrid({ products, list, eagerCount = 0, headingLevel }: Props) {
  const ref = useViewItemList(list, products);
  const onLinkClick = useListLinkClicks();
  return (
    // The clicks of the cards' links, which are focusable links themselves (Enter clicks them too).
    // biome-ignore lint/a11y/useKeyWithClickEvents: handles clicks on links inside, not on the list
    <ul className={classes.grid} ref={ref} data-testid="product-grid" onClick={onLinkClick}>
      {products.map((product, index) => (
        <li key={product.variant?.own ? product.variant.id : product.id}>
          <ProductCardView
            product={product}
            eager={index < eagerCount}
            headingLevel={headingLevel}
            onSelect={() => pushSelectItem(product, index, list)}
          />
        </li>
      ))}
    </ul>
  );
}
