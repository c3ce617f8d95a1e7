import { createStorefrontClient, type Operation, StorefrontApiError } from '@shop/storefront-api';
import { data } from 'react-router';
import type { z } from 'zod';
import { config } from '../config.server.ts';

const client = createStorefrontClient({
  endpoint: config.graphqlEndpoint,
  accessToken: config.accessToken,
  tokenKind: 'private',
  timeoutMs: config.timeoutMs,
});

/**
 * Runs an operation for a loader. When the commerce service is down or fails, the page answers
 * 503 in the visitor's language (root error boundary) instead of a stack trace; the next request
 * tries again, so the shop recovers by itself.
 */
export async function storefrontQuery<V extends z.ZodType, R extends z.ZodType>(
  operation: Operation<V, R>,
  variables: z.input<V>,
): Promise<z.output<R>> {
  try {
    return await client.request(operation, variables);
  } catch (error) {
    if (error instanceof StorefrontApiError || (error instanceof Error && error.name === 'ZodError')) {
      console.error(`storefront: ${operation.name} failed: ${error.message}`);
      throw data({ reason: 'commerce-unavailable' }, { status: 503, headers: { 'Retry-After': '10' } });
    }
    throw error;
  }
}
