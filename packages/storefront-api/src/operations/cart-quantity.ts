import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { languageCode } from './language.ts';

/** Only what the header badge needs, so the badge request stays cheap. */
export const cartQuantityQuery = defineOperation({
  name: 'CartQuantity',
  document: /* GraphQL */ `
    query CartQuantity($cartId: ID!, $language: LanguageCode) @inContext(language: $language) {
      cart(id: $cartId) {
        id
        totalQuantity
      }
    }
  `,
  variables: z.object({ cartId: z.string().min(1), language: languageCode }),
  result: z.object({
    cart: z.object({ id: z.string(), totalQuantity: z.number().int().min(0) }).nullable(),
  }),
});
