import { buildSchema as buildSdlSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadPublishedSchema } from '../testing/published-schema.ts';
import { schemaDifferences } from '../testing/schema-differences.ts';
import { loadTypeDefs } from './schema.ts';

const published = loadPublishedSchema();

describe('schema compatibility with the published Storefront API 2025-01', () => {
  it('exposes nothing that the published schema lacks or types differently', () => {
    // Built from our SDL with this module's graphql instance (yoga may load another copy).
    const ours = buildSdlSchema(loadTypeDefs().join('\n'));
    expect(schemaDifferences(ours, published)).toEqual([]);
  });

  it('notices a root name, a field, a nullability change, an enum value and an argument that differ', () => {
    const wrong = buildSdlSchema(`
      schema { query: QueryRoot mutation: Changes }
      type QueryRoot { shop: Shop product(handle: String, colour: String): Product }
      type Changes { cartCreate: Shop }
      type Shop { name: String! madeUp: Int }
      type Product { title: String }
      enum FilterType { BOOLEAN SLIDER }
      type Extra { id: ID! }
      scalar URL
    `);
    const problems = schemaDifferences(wrong, published);
    expect(problems).toEqual(
      expect.arrayContaining([
        'the mutation root is Changes, published Mutation',
        'QueryRoot.shop is Shop, published Shop!',
        'Shop.madeUp does not exist in the published schema',
        'QueryRoot.product(colour:) does not exist in the published schema',
        'Product.title is String, published String!',
        'FilterType.SLIDER is not a published enum value',
        'type Extra does not exist in the published schema',
      ]),
    );
  });
});
