import { buildClientSchema, type GraphQLSchema, introspectionFromSchema, printSchema } from 'graphql';

/**
 * A codegen plugin: the published schema as a TypeScript module exporting its SDL, without
 * descriptions (73 kB instead of 680 kB of introspection). The client checks every answer against
 * it at run time (docs/decisions/0011); a module, so the server bundle carries it and needs no file.
 */
export function plugin(schema: GraphQLSchema): string {
  const sdl = printSchema(buildClientSchema(introspectionFromSchema(schema, { descriptions: false })));
  // A template literal keeps one type per line, so a schema update reads as a diff.
  const escaped = sdl.replace(/[`\\]|\$\{/g, (found) => `\\${found}`);
  const header = '/** The published Storefront API 2025-01 schema without descriptions. */';
  return `${header}\nexport const publishedSchemaSdl = \`${escaped}\`;\n`;
}
