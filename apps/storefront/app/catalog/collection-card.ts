import type { CollectionCardFragment } from '@shop/storefront-api';
import * as z from 'zod/mini';
import { cardImage } from './card-image.ts';

/** What a collection card or category link shows (home tiles, search). See product-card.ts. */
export const collectionCardProps = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  image: cardImage,
});

export type CollectionCardProps = z.infer<typeof collectionCardProps>;

/** The one adapter from the API's `CollectionCard` fragment to the card's props. */
export function toCollectionCard(collection: CollectionCardFragment): CollectionCardProps {
  return { id: collection.id, handle: collection.handle, title: collection.title, image: collection.image };
}
