import type { CollectionCardFragment } from '@shop/storefront-api';
import type * as z from 'zod/mini';
import type { collectionCardProps } from './card-schemas.ts';

/** What a collection card or category link shows (home tiles, search); schema in card-schemas.ts. */
export type CollectionCardProps = z.infer<typeof collectionCardProps>;

/** The one adapter from the API's `CollectionCard` fragment to the card's props. */
export function toCollectionCard(collection: CollectionCardFragment): CollectionCardProps {
  return { id: collection.id, handle: collection.handle, title: collection.title, image: collection.image };
}
