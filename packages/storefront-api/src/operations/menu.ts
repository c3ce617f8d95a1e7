import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { languageCode } from './language.ts';

const leaf = z.object({ id: z.string(), title: z.string(), url: z.string().nullable() });
const level3 = leaf.extend({ items: z.array(leaf) });
const level2 = leaf.extend({ items: z.array(level3) });
const level1 = leaf.extend({ items: z.array(level2) });

/** A menu of up to three levels (spec section 3: menu items nest up to three levels). */
export const menuQuery = defineOperation({
  name: 'Menu',
  document: /* GraphQL */ `
    query Menu($handle: String!, $language: LanguageCode) @inContext(language: $language) {
      menu(handle: $handle) {
        items {
          ...MenuItemFields
          items {
            ...MenuItemFields
            items {
              ...MenuItemFields
              items {
                ...MenuItemFields
              }
            }
          }
        }
      }
    }
    fragment MenuItemFields on MenuItem {
      id
      title
      url
    }
  `,
  variables: z.object({ handle: z.string(), language: languageCode }),
  result: z.object({ menu: z.object({ items: z.array(level1) }).nullable() }),
});
