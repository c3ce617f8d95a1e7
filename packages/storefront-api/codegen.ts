import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { stringScalars } from './src/scalars.ts';

/**
 * Types of the storefront's GraphQL documents, generated from the published Storefront API 2025-01
 * schema shipped in @shopify/hydrogen-react (offline: read from node_modules). `npm run codegen`
 * writes src/generated/; `npm run check` fails when that is stale (docs/decisions/0011).
 */
const publishedSchema = fileURLToPath(import.meta.resolve('@shopify/hydrogen-react/storefront.schema.json'));

const config: CodegenConfig = {
  schema: publishedSchema,
  documents: ['src/documents/**/*.graphql'],
  generates: {
    // Types of each operation and fragment, and each document as a typed string: the plugins
    // @graphql-codegen/client-preset is made of, without its `graphql()` lookup function, which
    // documents kept in .graphql files do not need.
    'src/generated/storefront.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        skipTypename: false,
        defaultScalarType: 'unknown',
        strictScalars: true,
        scalars: { ...Object.fromEntries(stringScalars.map((name) => [name, 'string'])), JSON: 'unknown' },
      },
    },
    'src/generated/published-schema.ts': { plugins: ['./codegen/schema-module.ts'] },
  },
};

export default config;
