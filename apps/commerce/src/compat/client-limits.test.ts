import { buildSchema, Kind, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentRules } from '../graphql/limits/limits-rule.ts';
import { fragmentsOf, measureOperation } from '../graphql/limits/operation-cost.ts';
import { queryLimits } from '../graphql/limits/query-limits.ts';
import { loadTypeDefs } from '../graphql/schema.ts';
import { nextCommerceOperations } from './next-commerce-shapes.ts';
import { skeletonCartFragment, skeletonQueries } from './skeleton-shapes.ts';

const schema = buildSchema(loadTypeDefs().join('\n'));

/** Page sizes the clients pass in variables: the skeleton pages by 8–250, Hydrogen's cart reads 100 lines. */
const clientVariables = { first: 250, numCartLines: 100, limit: 10 };

const cartWithSkeletonFragment = `query CartQuery($cartId: ID!, $numCartLines: Int = 100) { cart(id: $cartId) { ...CartApiQuery } } ${skeletonCartFragment}`;

const documents = [
  ...Object.entries(skeletonQueries),
  ...Object.entries(nextCommerceOperations),
  ['CartQuery (skeleton fragment)', cartWithSkeletonFragment] as const,
];

/**
 * The clients' operations pass the abuse limits (decision 0025) as they are: depth, aliases,
 * directives, fragment fan-out, tokens, and a cost in records under 50,000.
 */
describe('the client operations within the API limits', () => {
  it.each(documents)('%s', (_name, source) => {
    const document = parse(source, { maxTokens: queryLimits.maxTokens });
    expect(validate(schema, document, documentRules(queryLimits)).map((e) => e.message)).toEqual([]);
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const figures = measureOperation(definition, schema, fragmentsOf(document), clientVariables);
      expect(figures.cost).toBeLessThanOrEqual(queryLimits.maxCost);
    }
  });
});
