import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import type { ServiceMetrics } from '@shop/observability';
import type { GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { createCatalogLoaders } from '../catalog/catalog-loaders.ts';
import { useErrorReporting } from '../error-reporting/use-error-reporting.ts';
import { useOperationMetrics } from '../observability/use-operation-metrics.ts';
import type { CommerceServices } from '../services/commerce-services.ts';
import { loggableError } from '../shared/loggable-error.ts';
import { useQueryCost, useQueryLimits } from './limits/use-query-limits.ts';
import type { GraphQLContext } from './resolvers.ts';
import { useCatalogResponseCache } from './use-response-cache.ts';

export const graphqlPath = '/api/2025-01/graphql';

type ServerContext = { clientAddress: string };

export function createGraphQLHandler(
  schema: GraphQLSchema,
  services: CommerceServices,
  metrics?: ServiceMetrics,
) {
  const { config } = services;
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: graphqlPath,
    // The platform's clients expect GraphQL errors, never HTML; GraphiQL only while developing.
    graphiql: config.env === 'development',
    landingPage: false,
    maskedErrors: config.env !== 'development',
    // Yoga logs every error it masks; a failed query's message holds its bound values (cart
    // tokens, notes, codes), so errors are logged without them.
    logging: {
      debug: () => {},
      info: (...args: unknown[]) => console.info(...args),
      warn: (...args: unknown[]) => console.warn(...args),
      error: (...args: unknown[]) => console.error('commerce: GraphQL error', ...args.map(loggableError)),
    },
    cors: {
      origin: config.storefrontOrigin,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: [
        'Content-Type',
        'Accept',
        'X-Shopify-Storefront-Access-Token',
        'Shopify-Storefront-Private-Token',
        'X-SDK-Variant',
        'X-SDK-Version',
        'X-SDK-Variant-Source',
      ],
    },
    context: ({ clientAddress }): GraphQLContext => ({
      ...services,
      clientAddress,
      loaders: createCatalogLoaders(services),
    }),
    // The abuse limits (limits/, decision 0025): body size, text, depth, aliases, directives and
    // variables first; then answers of catalogue-only queries from memory until the catalogue
    // changes; then the cost. The cache comes before the cost so a held answer skips it: it is kept
    // under the document and variables, which alone decide the cost, and only answers without
    // errors are kept.
    plugins: [
      useQueryLimits(),
      // In production, validation messages carry no field suggestions (GraphQL Armor).
      ...(config.env === 'production' ? [blockFieldSuggestionsPlugin({ mask: '' })] : []),
      useCatalogResponseCache(services.catalogCache),
      useQueryCost(),
      ...(metrics ? [useOperationMetrics(metrics)] : []),
      useErrorReporting(),
    ],
  });
}
