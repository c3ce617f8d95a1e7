import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { languageCode } from './language.ts';

const field = z.object({ key: z.string(), value: z.string().nullable() });
const metaobject = z.object({ id: z.string(), handle: z.string(), fields: z.array(field) });
export type MetaobjectFields = z.infer<typeof metaobject>;

/** All metaobjects of one type in the language's context (announcements, …). */
export const metaobjectsQuery = defineOperation({
  name: 'Metaobjects',
  document: /* GraphQL */ `
    query Metaobjects($type: String!, $first: Int!, $language: LanguageCode) @inContext(language: $language) {
      metaobjects(type: $type, first: $first) {
        nodes {
          id
          handle
          fields {
            key
            value
          }
        }
      }
    }
  `,
  variables: z.object({ type: z.string(), first: z.number().int().min(1).max(250), language: languageCode }),
  result: z.object({ metaobjects: z.object({ nodes: z.array(metaobject) }) }),
});

/** One metaobject by type and handle (site content, site configuration). */
export const metaobjectQuery = defineOperation({
  name: 'Metaobject',
  document: /* GraphQL */ `
    query Metaobject($type: String!, $handle: String!, $language: LanguageCode)
    @inContext(language: $language) {
      metaobject(handle: { type: $type, handle: $handle }) {
        id
        handle
        fields {
          key
          value
        }
      }
    }
  `,
  variables: z.object({ type: z.string(), handle: z.string(), language: languageCode }),
  result: z.object({ metaobject: metaobject.nullable() }),
});
