import { buildSchema, Kind, parse, validate, valueFromASTUntyped } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadStorefrontOperations } from '../../testing/storefront-operations.ts';
import { loadTypeDefs } from '../schema.ts';
import { documentRules } from './limits-rule.ts';
import { fragmentsOf, measureOperation } from './operation-cost.ts';
import { queryLimits } from './query-limits.ts';

const operations = await loadStorefrontOperations();
const schema = buildSchema(loadTypeDefs().join('\n'));

/**
 * Our own storefront must never be refused by our own abuse limits. Variables take their
 * declared defaults; a page size given only by a variable without default counts as 250.
 */
describe('the storefront operations within the API limits', () => {
  it.each(operations.map((operation) => [operation.name, operation] as const))('%s', (_name, operation) => {
    const document = parse(operation.document);
    // Depth, aliases and directives: GraphQL Armor's rules, as the server runs them.
    expect(validate(schema, document, documentRules(queryLimits)).map((e) => e.message)).toEqual([]);
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const defaults = Object.fromEntries(
        (definition.variableDefinitions ?? []).flatMap((v) =>
          v.defaultValue ? [[v.variable.name.value, valueFromASTUntyped(v.defaultValue)]] : [],
        ),
      );
      const figures = measureOperation(definition, schema, fragmentsOf(document), defaults);
      expect(figures.cost).toBeLessThanOrEqual(queryLimits.maxCost);
      expect(figures.largestInput).toBeLessThanOrEqual(queryLimits.maxInputItems);
    }
  });
});

describe('the cost model', () => {
  const measure = (source: string, variables: Record<string, unknown> = {}) => {
    const document = parse(source);
    const [operation] = document.definitions;
    if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation');
    return measureOperation(operation, schema, fragmentsOf(document), variables);
  };

  it('multiplies nested pages and counts objects through fragments', () => {
    const query = `query($n: Int) { cart(id: "x") { ...Lines } }
      fragment Lines on Cart { lines(first: $n) { nodes { ... on CartLine { cost { totalAmount { amount } } } } } }`;
    // cart 1 + n × line 1; the line's cost and its money are values read with the line
    expect(measure(query, { n: 10 }).cost).toBe(11);
    expect(measure(query, { n: 100 }).cost).toBe(101);
  });

  it('survives a fragment cycle (which validation reports) without looping', () => {
    const query = 'query { shop { ...A } } fragment A on Shop { name ...B } fragment B on Shop { ...A }';
    expect(measure(query).cost).toBe(1);
  });
});
