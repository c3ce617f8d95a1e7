import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { languageVariables } from './language.ts';
import {
  collectionCardFields,
  collectionCardSchema,
  productCardFields,
  productCardSchema,
} from './product-card.ts';

/**
 * What the search overlay shows before anything is typed: the `site_content` metaobject of the
 * language (spec section 3, emptySearch) with its suggestion texts and referenced entries.
 */
export const searchFeaturedQuery = defineOperation({
  name: 'SearchFeatured',
  document: /* GraphQL */ `
    query SearchFeatured($language: LanguageCode) @inContext(language: $language) {
      metaobject(handle: { type: "site_content", handle: "site-content" }) {
        suggestions: field(key: "search_query_suggestions") {
          value
        }
        products: field(key: "products") {
          references(first: 10) {
            nodes {
              ... on Product {
                ${productCardFields}
              }
            }
          }
        }
        collections: field(key: "collections") {
          references(first: 10) {
            nodes {
              ... on Collection {
                ${collectionCardFields}
              }
            }
          }
        }
      }
    }
  `,
  variables: languageVariables,
  result: z.object({
    metaobject: z
      .object({
        suggestions: z.object({ value: z.string().nullable() }).nullable(),
        products: z
          .object({ references: z.object({ nodes: z.array(productCardSchema) }).nullable() })
          .nullable(),
        collections: z
          .object({ references: z.object({ nodes: z.array(collectionCardSchema) }).nullable() })
          .nullable(),
      })
      .nullable(),
  }),
});
