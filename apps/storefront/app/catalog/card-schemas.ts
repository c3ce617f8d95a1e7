import * as z from 'zod/mini';
import { cardImage } from './card-image.ts';

/**
 * The card props as zod/mini schemas, for the one place that checks them at run time: the search
 * overlay's JSON (search/search-data.ts, loaded on demand). Kept apart from the adapters in
 * product-card.ts and collection-card.ts, which the first load of every page imports: zod/mini is
 * about 5 kB gzip there, and the budget is 150 kB.
 */

const money = z.object({ amount: z.string(), currencyCode: z.string() });

/** Spec section 3, availability labels: in stock, reordered (buyable but not in stock), not available. */
export const availability = z.enum(['in-stock', 'reordered', 'unavailable']);

/** Price per reference quantity, e.g. 39.60 € per 1 kg (German price-indication law). */
export const unitPriceProps = z.object({
  amount: z.string(),
  currencyCode: z.string(),
  referenceValue: z.number(),
  /** The platform's unit code: G, KG, ML, CL, L, M, … */
  referenceUnit: z.string(),
});

export const certificationProps = z.object({ handle: z.string(), label: z.string(), image: cardImage });

/**
 * What a product card shows, wherever it appears (home, search, collections, recommendations, cart).
 * A card stands for a product ("from" its lowest price) or, on collections that show variants as cards (`display_variants`), for one variant (`variant.own`).
 */
export const productCardProps = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string(),
  productType: z.string(),
  image: cardImage,
  price: money,
  /** Variants cost different amounts: the price is shown as "from …". */
  priceVaries: z.boolean(),
  /** The former price of the priced variant, only when higher than the price. */
  compareAtPrice: z.nullable(money),
  unitPrice: z.nullable(unitPriceProps),
  availability,
  certifications: z.array(certificationProps),
  /** The variant the card's price belongs to: added to the cart from a single-variant card. */
  variant: z.nullable(
    z.object({
      id: z.string(),
      /** Null for "Default Title" or an empty title (spec section 3). */
      title: z.nullable(z.string()),
      /** The card shows this variant on its own (collection with display_variants). */
      own: z.boolean(),
    }),
  ),
  /** The product has one variant only, so a card can add it to the cart without a choice. */
  singleVariant: z.boolean(),
});

/** What a collection card or category link shows (home tiles, search). See collection-card.ts. */
export const collectionCardProps = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  image: cardImage,
});
