import * as z from 'zod/mini';

/**
 * What the search endpoints send to the browser, flattened for the overlay (no edges/nodes).
 * zod/mini because the browser parses these answers and the full zod would double the overlay.
 */
const image = z.nullable(z.object({ url: z.string(), altText: z.nullable(z.string()) }));

export const searchProductSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string(),
  image,
});

export const searchCollectionSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  image,
});

export const searchResultsSchema = z.object({
  collections: z.array(searchCollectionSchema),
  products: z.array(searchProductSchema),
});

export const searchFeaturedSchema = z.object({
  suggestions: z.array(z.string()),
  collections: z.array(searchCollectionSchema),
  products: z.array(searchProductSchema),
});

export type SearchProduct = z.infer<typeof searchProductSchema>;
export type SearchCollection = z.infer<typeof searchCollectionSchema>;
export type SearchResults = z.infer<typeof searchResultsSchema>;
export type SearchFeatured = z.infer<typeof searchFeaturedSchema>;
