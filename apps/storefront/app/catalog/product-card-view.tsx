import { cardAddToCart } from '../cart/card-add-to-cart.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import { AvailabilityLabel } from './availability-label.tsx';
import { backgroundPicture } from './background-picture.ts';
import classes from './catalog.module.css';
import { CertificationList } from './certification-list.tsx';
import { imageSources } from './image-sources.ts';
import { PriceBlock } from './price-block.tsx';
import type { ProductCardProps } from './product-card.ts';
import { productCardHref } from './product-card-href.ts';

export const cardImageSize = 240;

type Props = {
  product: ProductCardProps;
  /** Cards in the first row load their image at once; the others when scrolled near. */
  eager?: boolean;
  /** The first row on a phone: one of these pictures is the page's largest paint, asked for first. */
  priority?: boolean;
  /**
   * The card skips rendering until scrolled near (lazy-cards.ts): its picture is its image box's
   * background, loaded then, rather than an `<img>` (decision 0091).
   */
  pictureAsBackground?: boolean;
  /** Heading level of the title, so a card fits the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** The id of its grid's add-to-cart form (grid-cart-form.tsx), which its button submits. */
  cartFormId: string;
};

/**
 * The product card of every list: image (width and height set, 1x/2x), vendor, title (the link),
 * price with unit price and tax note, availability and certifications. The whole card is clickable
 * through the title link's stretched area; the tax-note link and the action stay clickable on top.
 * Its links are plain `<a>` and it has no handlers of its own: only inside a ProductGrid, which handles
 * its clicks and its add-to-cart button's form (and may leave it unhydrated).
 *
 * On the server the grid writes the same markup with `cardsMarkup` (card-markup.ts) instead of rendering
 * this component; a test holds the two equal, so a change here needs the same change there.
 */
export function ProductCardView({
  product,
  eager = false,
  priority = false,
  pictureAsBackground = false,
  headingLevel = 'h3',
  cartFormId,
}: Props) {
  const language = useLanguage();
  const Heading = headingLevel;
  const href = productCardHref(language.key, product);
  return (
    <article className={classes.card} data-testid="product-card" data-product-handle={product.handle}>
      <div
        className={classes.cardImage}
        style={
          pictureAsBackground && product.image
            ? { backgroundImage: backgroundPicture(product.image.url, cardImageSize) }
            : undefined
        }
      >
        {product.image && !pictureAsBackground ? (
          <img
            {...imageSources(product.image.url, cardImageSize)}
            // The title link names the product; the picture would only repeat it.
            alt=""
            width={cardImageSize}
            height={cardImageSize}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : null}
      </div>
      <p className={classes.vendor}>{product.vendor}</p>
      <Heading className={classes.cardTitle}>
        {/* A plain link: the grid handles the clicks of all its cards' links and reports the selection
            (card-events.ts). */}
        <a href={href} className={classes.cardLink} data-discover="true">
          {product.title}
          {product.variant?.own && product.variant.title ? (
            <span className={classes.variantTitle}>{` – ${product.variant.title}`}</span>
          ) : null}
        </a>
      </Heading>
      {/* The price line and what follows it are the card's last items, at its bottom
          (catalog.module.css): no footer element around them, on each of a list's 250 cards. */}
      <PriceBlock
        price={product.price}
        priceVaries={product.priceVaries}
        compareAtPrice={product.compareAtPrice}
        unitPrice={product.unitPrice}
      />
      <AvailabilityLabel availability={product.availability} />
      <CertificationList certifications={product.certifications} />
      {cardAddToCart(product, cartFormId, classes.cardAction)}
    </article>
  );
}
