import type { ProductCardFragment } from '@shop/storefront-api';
import * as z from 'zod/mini';
import { cardImage } from './card-image.ts';

/**
 * What a product card shows, wherever it appears (home, search, and later collections,
 * recommendations, cart). A zod/mini schema because the search overlay also checks the JSON it
 * fetches with it; components only import the type. To show more on every card (compare-at or unit
 * price, availability, the first variant for add to cart, certifications), select it in the
 * `ProductCard` fragment (packages/storefront-api/src/documents/fragments.graphql), run
 * `npm run codegen`, add it here and map it in `toProductCard`.
 */
export const productCardProps = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string(),
  image: cardImage,
  /** The lowest variant price, shown as "from …". */
  price: z.object({ amount: z.string(), currencyCode: z.string() }),
});

export type ProductCardProps = z.infer<typeof productCardProps>;

/** The one adapter from the API's `ProductCard` fragment to the card's props. */
export function toProductCard(product: ProductCardFragment): ProductCardProps {
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    image: product.featuredImage,
    price: product.priceRange.minVariantPrice,
  };
}
