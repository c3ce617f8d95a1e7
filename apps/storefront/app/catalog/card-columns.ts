import type { ProductCardProps } from './product-card.ts';

type Card = ProductCardProps;
type Image = NonNullable<Card['image']>;

/**
 * A list's product cards as loader data: one array per field instead of one object per card.
 *
 * Why: the collection and search pages send 250 cards in their first document, where React Router's
 * turbo-stream writes each object's keys and values as references (`{"_53":2711,"_705":2712,…}`, 14 per
 * card). Columns send each field's values side by side: a collection page's cards went from 118 kB
 * and 16.5 kB brotli to 80 kB and 11.3 kB (decision 0076), which is most of what a phone downloads
 * before its first paint on the search page, and less for the browser to decode. The cards are the
 * same: `cardsFromColumns(cardColumns(cards))` equals `cards`, shared parts (shared-card-parts.ts)
 * stay shared.
 */
export type CardColumns = {
  id: string[];
  handle: string[];
  title: string[];
  vendor: string[];
  productType: string[];
  /** Null for a card without a picture. */
  imageUrl: (string | null)[];
  /** The picture's alt text; `true` where it is the card's title (it mostly is, and a boolean is shorter). */
  imageAlt: (string | null | true)[];
  price: Card['price'][];
  priceVaries: boolean[];
  compareAtPrice: Card['compareAtPrice'][];
  unitPrice: Card['unitPrice'][];
  availability: Card['availability'][];
  certifications: Card['certifications'][];
  /** Null for a card without a variant (then title and own are null too). */
  variantId: (string | null)[];
  variantTitle: (string | null)[];
  variantOwn: (boolean | null)[];
  singleVariant: boolean[];
};

/** The cards as columns, for loader data. */
export function cardColumns(cards: readonly Card[]): CardColumns {
  const column = <T>(value: (card: Card) => T): T[] => cards.map(value);
  return {
    id: column((c) => c.id),
    handle: column((c) => c.handle),
    title: column((c) => c.title),
    vendor: column((c) => c.vendor),
    productType: column((c) => c.productType),
    imageUrl: column((c) => c.image?.url ?? null),
    imageAlt: column((c) => (c.image && c.image.altText === c.title ? true : (c.image?.altText ?? null))),
    price: column((c) => c.price),
    priceVaries: column((c) => c.priceVaries),
    compareAtPrice: column((c) => c.compareAtPrice),
    unitPrice: column((c) => c.unitPrice),
    availability: column((c) => c.availability),
    certifications: column((c) => c.certifications),
    variantId: column((c) => c.variant?.id ?? null),
    variantTitle: column((c) => c.variant?.title ?? null),
    variantOwn: column((c) => c.variant?.own ?? null),
    singleVariant: column((c) => c.singleVariant),
  };
}

const decoded = new WeakMap<CardColumns, Card[]>();

/**
 * The cards again; the same array for the same loader data, so a list keeps its identity across
 * renders (a grid keeps its server markup while its list is the same value, static-island.ts).
 */
export function cardsFromColumns(columns: CardColumns): Card[] {
  let cards = decoded.get(columns);
  if (!cards) {
    cards = decode(columns);
    decoded.set(columns, cards);
  }
  return cards;
}

function decode(columns: CardColumns): Card[] {
  return columns.id.map((id, i): Card => {
    const title = at(columns.title, i);
    const imageUrl = at(columns.imageUrl, i);
    const alt = at(columns.imageAlt, i);
    const image: Image | null =
      imageUrl === null ? null : { url: imageUrl, altText: alt === true ? title : alt };
    const variantId = at(columns.variantId, i);
    return {
      id,
      handle: at(columns.handle, i),
      title,
      vendor: at(columns.vendor, i),
      productType: at(columns.productType, i),
      image,
      price: at(columns.price, i),
      priceVaries: at(columns.priceVaries, i),
      compareAtPrice: at(columns.compareAtPrice, i),
      unitPrice: at(columns.unitPrice, i),
      availability: at(columns.availability, i),
      certifications: at(columns.certifications, i),
      variant:
        variantId === null
          ? null
          : { id: variantId, title: at(columns.variantTitle, i), own: at(columns.variantOwn, i) ?? false },
      singleVariant: at(columns.singleVariant, i),
    };
  });
}

/** A column's value (no column holds `undefined`); the columns are written together, so a gap is a bug. */
function at<T>(column: readonly T[], index: number): T {
  const value = column[index];
  if (value === undefined) throw new Error(`card column shorter than the list (${index})`);
  return value;
}
