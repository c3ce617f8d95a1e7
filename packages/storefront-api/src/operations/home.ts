import { z } from 'zod';
import { moneySchema } from '../money.ts';
import { defineOperation } from '../operation.ts';
import { languageVariables } from './language.ts';

const image = z.object({ url: z.string(), altText: z.string().nullable() });
const imageFields = 'url altText';

import { productCardSchema } from './product-card.ts';

/** The best-selling products for the home page. */
export const homeProductsQuery = defineOperation({
  name: 'HomeProducts',
  document: /* GraphQL */ `
    query HomeProducts($language: LanguageCode) @inContext(language: $language) {
      products(first: 8, sortKey: BEST_SELLING) {
        nodes {
          id
          handle
          title
          vendor
          featuredImage { ${imageFields} }
          priceRange {
            minVariantPrice {
              amount
              currencyCode
            }
          }
        }
      }
    }
  `,
  variables: languageVariables,
  result: z.object({
    products: z.object({
      nodes: z.array(productCardSchema.extend({ priceRange: z.object({ minVariantPrice: moneySchema }) })),
    }),
  }),
});

/** The featured collections of the language's site content, shown as the home page's categories. */
export const homeCollectionsQuery = defineOperation({
  name: 'HomeCollections',
  document: /* GraphQL */ `
    query HomeCollections($language: LanguageCode) @inContext(language: $language) {
      metaobject(handle: { type: "site_content", handle: "site-content" }) {
        collections: field(key: "collections") {
          references(first: 6) {
            nodes {
              ... on Collection {
                id
                handle
                title
                image { ${imageFields} }
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
        collections: z
          .object({
            references: z
              .object({
                nodes: z.array(
                  z.union([
                    z.object({
                      id: z.string(),
                      handle: z.string(),
                      title: z.string(),
                      image: image.nullable(),
                    }),
                    z.object({}).strict(),
                  ]),
                ),
              })
              .nullable(),
          })
          .nullable(),
      })
      .nullable(),
  }),
});
