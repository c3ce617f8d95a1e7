import type { ServiceMetrics } from '@shop/observability';
import type { GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { CommerceConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { useOperationMetrics } from '../observability/use-operation-metrics.ts';
import { useQueryLimits } from './limits/use-query-limits.ts';
import type { GraphQLContext } from './resolvers.ts';
import { useCatalogResponseCache } from './use-response-cache.ts';

export const graphqlPath = '/api/2025-01/graphql';

type ServerContext = { clientAddress: string };

export function createGraphQLHandler(
  schema: GraphQLSchema,
  db: Database,
  config: CommerceConfig,
  metrics?: ServiceMetrics,
) {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: graphqlPath,
    // The platform's clients expect GraphQL errors, never HTML; GraphiQL only while developing.
    graphiql: config.env === 'development',
    landingPage: false,
    maskedErrors: config.env !== 'development',
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
    context: ({ clientAddress }) => ({ db, config, clientAddress }),
    // Answers of catalogue-only queries from memory until the catalogue changes, then the abuse
    // limits (body size, tokens, depth, aliases, cost, no suggestions in production): limits/.
    // The cache comes first so a held answer skips the cost check: it is kept under the document
    // and variables, which alone decide the cost, and only answers without errors are kept.
    plugins: [
      useCatalogResponseCache(db),
      useQueryLimits({ production: config.env === 'production' }),
      ...(metrics ? [useOperationMetrics(metrics)] : []),
    ],
  });
}
