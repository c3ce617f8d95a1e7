import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { cartMetafieldResolvers } from '../cart/cart-metafield-resolvers.ts';
import { cartMutationResolvers } from '../cart/cart-mutation-resolvers.ts';
import { cartResolvers } from '../cart/cart-resolvers.ts';
import { deliveryGroupResolvers } from '../cart/delivery-group-resolvers.ts';
import { deliveryResolvers } from '../cart/delivery-resolvers.ts';
import { catalogModuleResolvers } from '../catalog/catalog-module.ts';
import { shopResolvers } from '../shop/shop-resolvers.ts';
import { sitemapResolvers } from '../sitemap/sitemap-resolvers.ts';
import { type GraphQLContext, moduleResolvers } from './resolvers.ts';

const sourceRoot = path.resolve(import.meta.dirname, '..');

/** The SDL of every module (`src/**\/*.graphql`), in a stable order. */
export function loadTypeDefs(): string[] {
  return globSync('**/*.graphql', { cwd: sourceRoot })
    .sort()
    .map((file) => readFileSync(path.join(sourceRoot, file), 'utf8'));
}

export function buildSchema(): GraphQLSchema {
  return createSchema<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: moduleResolvers(
      shopResolvers,
      ...catalogModuleResolvers,
      cartResolvers,
      cartMutationResolvers,
      deliveryResolvers,
      deliveryGroupResolvers,
      cartMetafieldResolvers,
      sitemapResolvers,
    ),
  });
}
