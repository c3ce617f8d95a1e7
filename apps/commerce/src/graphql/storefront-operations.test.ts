import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadPublishedSchema } from '../testing/published-schema.ts';
import { loadStorefrontOperations } from '../testing/storefront-operations.ts';
import { loadTypeDefs } from './schema.ts';

const operations = await loadStorefrontOperations();
const ours = buildSchema(loadTypeDefs().join('\n'));
const published = loadPublishedSchema();

describe('the storefront operations', () => {
  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s is valid against our schema and the published one',
    (_name, operation) => {
      const document = parse(operation.document);
      expect(validate(ours, document).map((e) => e.message)).toEqual([]);
      expect(validate(published, document).map((e) => e.message)).toEqual([]);
    },
  );
});

describe('the operation check', () => {
  it('rejects an operation asking for a field we do not serve', () => {
    const document = parse('query { shop { name billingAddress { city } } }');
    expect(validate(ours, document).length).toBeGreaterThan(0);
  });
});
