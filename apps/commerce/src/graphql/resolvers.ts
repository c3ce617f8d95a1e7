import type { GraphQLResolveInfo } from 'graphql';
import type { CommerceConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';

export type GraphQLContext = {
  db: Database;
  config: CommerceConfig;
  /** Client address, for per-client limits. */
  clientAddress: string;
};

export type ResolverFn = (
  parent: unknown,
  args: Record<string, unknown>,
  context: GraphQLContext,
  info: GraphQLResolveInfo,
) => unknown;

/** Resolvers of one module, keyed by type name and then field name. */
export type Resolvers = Record<string, Record<string, ResolverFn>>;

/** Merges the resolver maps of the modules; a field defined twice is a programming error. */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = merged[typeName] ?? {};
      for (const [fieldName, resolver] of Object.entries(fields)) {
        if (target[fieldName]) throw new Error(`Resolver ${typeName}.${fieldName} is defined twice`);
        target[fieldName] = resolver;
      }
      merged[typeName] = target;
    }
  }
  return merged;
}
