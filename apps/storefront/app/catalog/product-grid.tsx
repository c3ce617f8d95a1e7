import { useId, useMemo } from 'react';
import { GridCartForm } from '../cart/grid-cart-form.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import { useCardEvents } from './card-events.ts';
import { cardsMarkup } from './card-markup.ts';
import classes from './catalog.module.css';
import { certificationBackgrounds } from './certification-backgrounds.ts';
import { GridCertificationBackgrounds } from './certification-list.tsx';
import { type ItemList, useViewItemList } from './item-list-analytics.ts';
import { cardPictureAsBackground, offscreenCardClass } from './lazy-cards.ts';
import type { ProductCardProps } from './product-card.ts';
import { ProductCardView } from './product-card-view.tsx';
import { useStaticIsland } from './static-island.ts';

/** Cards in a row on a phone (catalog.module.css): the first row is what a phone shows first. */
const phoneColumns = 2;

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
 *
 * On the first load the cards stay the server's markup, not hydrated (static-island.ts): they have
 * nothing React must own (links, a button, text), and hydrating 250 of them was most of a collection
 * page's blocking time (issue 19). The grid's own handlers serve them (card-events.ts). Once the
 * list shows other products (a filter, a sort, another page), React renders the cards.
 */
export function ProductGrid({ products, list, eagerCount = 0, headingLevel = 'h3' }: Props) {
  const ref = useViewItemList(list, products);
  const { onClick, cartItem } = useCardEvents(products, list, ref);
  const cartFormId = useId();
  const island = useStaticIsland(products);
  const language = useLanguage();
  // Once per list, not on each render the grid's own state causes (an add to the cart).
  const style = useMemo(() => certificationBackgrounds(products), [products]);
  const props = {
    className: classes.grid,
    ref,
    'data-testid': 'product-grid',
    'data-island': island.id,
    style,
    onClick,
  };
  // The grid takes its cards' clicks (Enter on a link clicks it too); its form, their add-to-cart
  // buttons' submits: card-events.ts.
  // On the server the cards are written as strings, React's markup of them without React's cost per
  // element (card-markup.ts, decision 0076): they become the island. `import.meta.env.SSR` leaves the
  // writer out of the browser's bundle.
  const markup =
    import.meta.env.SSR && island.server
      ? {
          __html: cardsMarkup(products, {
            language,
            eagerCount,
            priorityCount: Math.min(eagerCount, phoneColumns),
            headingLevel,
            cartFormId,
          }),
        }
      : island.markup;
  const form = <GridCartForm id={cartFormId} item={cartItem} />;
  if (markup) {
    return (
      <>
        {form}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped card markup (server), or the server's own markup of this element left as it is (hydration) */}
        <ul {...props} dangerouslySetInnerHTML={markup} />
      </>
    );
  }
  return (
    <>
      {form}
      <ul {...props}>
        <GridCards
          products={products}
          eagerCount={eagerCount}
          headingLevel={headingLevel}
          cartFormId={cartFormId}
        />
      </ul>
    </>
  );
}

/**
 * The grid's cards as React renders them (a client navigation); the server writes the same with
 * cardsMarkup. Their badges name the pictures the grid's element defines (certification-backgrounds.ts).
 */
export function GridCards({
  products,
  eagerCount,
  headingLevel,
  cartFormId,
}: Required<Pick<Props, 'products' | 'eagerCount' | 'headingLevel'>> & { cartFormId: string }) {
  return (
    <GridCertificationBackgrounds value>
      {products.map((product, index) => {
        const cardClass = offscreenCardClass(index, products.length);
        return (
          <li key={product.variant?.own ? product.variant.id : product.id} className={cardClass}>
            <ProductCardView
              product={product}
              eager={index < eagerCount}
              priority={index < Math.min(eagerCount, phoneColumns)}
              pictureAsBackground={cardPictureAsBackground(cardClass)}
              headingLevel={headingLevel}
              cartFormId={cartFormId}
            />
          </li>
        );
      })}
    </GridCertificationBackgrounds>
  );
}
