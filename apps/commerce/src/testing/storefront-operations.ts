import path from 'node:path';

/** The storefront's typed operations (packages/storefront-api), as tests of this API read them. */
const packageEntry = path.resolve(import.meta.dirname, '../../../../packages/storefront-api/src/index.ts');

export type OperationLike = { name: string; document: string };

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

/**
 * Every exported operation of the storefront package. Fails when there are none, so a moved or
 * emptied package cannot turn the tests that use this into tests that check nothing.
 */
export async function loadStorefrontOperations(): Promise<OperationLike[]> {
  const exports: Record<string, unknown> = await import(packageEntry);
  const operations = Object.values(exports).filter(isOperation);
  if (operations.length === 0) throw new Error(`No GraphQL operations are exported by ${packageEntry}`);
  return operations;
}
