import { z } from 'zod';

/** Image as the API sends it; `url` may already carry a query string. */
export const imageSchema = z.object({ url: z.string(), altText: z.string().nullable() });

/** The fields a search result or featured entry shows of a product (spec section 3). */
export const productCardFields = /* GraphQL */ `
  id
  handle
  title
  vendor
  featuredImage {
    url
    altText
  }
`;

export const productCardSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string(),
  featuredImage: imageSchema.nullable(),
});

/** Collection card of search and featured content (spec section 3). */
export const collectionCardFields = /* GraphQL */ `
  id
  handle
  title
  image {
    url
    altText
  }
`;

export const collectionCardSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  image: imageSchema.nullable(),
});

export type ProductCardData = z.infer<typeof productCardSchema>;
export type CollectionCardData = z.infer<typeof collectionCardSchema>;
