import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadPublishedSchema } from '../testing/published-schema.ts';
import { loadTypeDefs } from './schema.ts';

/** The storefront's typed operations (packages/storefront-api), when that package exists. */
const packageEntry = path.resolve(import.meta.dirname, '../../../../packages/storefront-api/src/index.ts');

type OperationLike = { name: string; document: string };

function isOperation(value: unknown): value is OperationLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    'document' in value &&
    typeof value.name === 'string' &&
    typeof value.document === 'string'
  );
}

async function loadOperations(): Promise<OperationLike[]> {
  if (!existsSync(packageEntry)) return [];
  const exports: Record<string, unknown> = await import(packageEntry);
  return Object.values(exports).filter(isOperation);
}

const operations = await loadOperations();
const ours = buildSchema(loadTypeDefs().join('\n'));
const published = loadPublishedSchema();

describe.skipIf(operations.length === 0)('the storefront operations', () => {
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
