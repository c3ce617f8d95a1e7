import path from 'node:path';
import { Kind, parse } from 'graphql';

/**
 * The storefront's operations as codegen wrote them (packages/storefront-api/src/generated): every
 * document in the package's .graphql files, with its fragments, so a new operation is checked as soon
 * as it is generated, without a list to keep.
 */
const generatedModule = path.resolve(
  import.meta.dirname,
  '../../../../packages/storefront-api/src/generated/storefront.ts',
);

export type OperationLike = { name: string; document: string };

function operationOf(value: unknown): OperationLike | null {
  // Generated documents are String objects; fragment documents carry no operation and are skipped.
  if (!(value instanceof String)) return null;
  const document = value.toString();
  const operation = parse(document).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  return operation?.name ? { name: operation.name.value, document } : null;
}

/**
 * Every generated storefront operation. Fails when there are none, so a moved or emptied package
 * cannot turn the tests that use this into tests that check nothing.
 */
export async function loadStorefrontOperations(): Promise<OperationLike[]> {
  const exports: Record<string, unknown> = await import(generatedModule);
  const operations = Object.values(exports).flatMap((value) => operationOf(value) ?? []);
  if (operations.length === 0) throw new Error(`No GraphQL operations are exported by ${generatedModule}`);
  return operations;
}
