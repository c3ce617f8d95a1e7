import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext, ResolverFn } from './resolvers.ts';

export type FieldResolver<P> = (
  parent: P,
  args: Record<string, unknown>,
  context: GraphQLContext,
  info: GraphQLResolveInfo,
) => unknown;

/**
 * Field resolvers of one object type, written against the parent type that the fields returning
 * this type produce. The schema guarantees that pairing; TypeScript cannot see across it, so this
 * is the one place where the parent type is asserted.
 */
export function objectResolvers<P>(fields: Record<string, FieldResolver<P>>): Record<string, ResolverFn> {
  return fields as Record<string, ResolverFn>;
}
