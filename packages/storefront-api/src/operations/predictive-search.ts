import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { languageCode } from './language.ts';
import {
  collectionCardFields,
  collectionCardSchema,
  productCardFields,
  productCardSchema,
} from './product-card.ts';

/** The header search (spec section 7): queries, collections and products, `limit` of each kind. */
export const predictiveSuggestionsQuery = defineOperation({
  name: 'PredictiveSuggestions',
  document: /* GraphQL */ `
    query PredictiveSuggestions($query: String!, $limit: Int, $language: LanguageCode)
    @inContext(language: $language) {
      predictiveSearch(query: $query, limit: $limit, limitScope: EACH) {
        queries {
          text
        }
        collections {
          ${collectionCardFields}
        }
        products {
          ${productCardFields}
        }
      }
    }
  `,
  variables: z.object({
    query: z.string().min(1),
    limit: z.number().int().min(1).max(10).optional(),
    language: languageCode,
  }),
  result: z.object({
    predictiveSearch: z
      .object({
        queries: z.array(z.object({ text: z.string() })),
        collections: z.array(collectionCardSchema),
        products: z.array(productCardSchema),
      })
      .nullable(),
  }),
});
