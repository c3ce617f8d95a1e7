import * as z from 'zod/mini';

/** A card's picture as the API sends it; `url` may already carry a query string. */
export const cardImage = z.nullable(z.object({ url: z.string(), altText: z.nullable(z.string()) }));
