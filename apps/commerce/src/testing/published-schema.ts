import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

const relativePath = path.join('node_modules', '@shopify', 'hydrogen-react', 'storefront.schema.json');

/** Walks up from this folder through every node_modules, as Node's own resolution does. */
export function findPublishedSchemaFile(start = import.meta.dirname): string | null {
  let directory = start;
  for (;;) {
    const candidate = path.join(directory, relativePath);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(directory);
    if (parent === directory) return null;
    directory = parent;
  }
}

function isIntrospection(value: unknown): value is IntrospectionQuery {
  return typeof value === 'object' && value !== null && '__schema' in value;
}

/**
 * The published Storefront API 2025-01 schema, from the introspection file shipped with
 * `@shopify/hydrogen-react`. A test oracle only: nothing of it reaches the service.
 */
export function loadPublishedSchema(): GraphQLSchema {
  const file = findPublishedSchemaFile();
  if (!file) throw new Error(`${relativePath} not found; install @shopify/hydrogen-react@2025.1.4`);
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const introspection = typeof json === 'object' && json !== null && 'data' in json ? json.data : json;
  if (!isIntrospection(introspection)) throw new Error(`${file} is not an introspection result`);
  return buildClientSchema(introspection);
}
