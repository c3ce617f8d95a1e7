import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { languageVariables } from './language.ts';

export const shopQuery = defineOperation({
  name: 'Shop',
  document: /* GraphQL */ `
    query Shop($language: LanguageCode) @inContext(language: $language) {
      shop {
        name
        description
      }
    }
  `,
  variables: languageVariables,
  result: z.object({ shop: z.object({ name: z.string(), description: z.string().nullable() }) }),
});
