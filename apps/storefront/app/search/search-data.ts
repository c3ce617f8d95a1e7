import * as z from 'zod/mini';
import { collectionCardProps, productCardProps } from '../catalog/card-schemas.ts';

/**
 * What the search endpoints send to the browser: the cards' props, no edges/nodes. The browser
 * checks these answers (zod/mini, because the full zod would double the overlay).
 */
export const searchResultsSchema = z.object({
  collections: z.array(collectionCardProps),
  products: z.array(productCardProps),
});

export const searchFeaturedSchema = z.object({
  suggestions: z.array(z.string()),
  collections: z.array(collectionCardProps),
  products: z.array(productCardProps),
});

export type SearchResults = z.infer<typeof searchResultsSchema>;
export type SearchFeatured = z.infer<typeof searchFeaturedSchema>;
