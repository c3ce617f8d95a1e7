import {
  createStorefrontClient,
  operationName,
  StorefrontApiError,
  type StorefrontDocument,
} from '@shop/storefront-api';
import { data } from 'react-router';
import { z } from 'zod';
import { config } from '../config.server.ts';

const client = createStorefrontClient({
  endpoint: config.graphqlEndpoint,
  accessToken: config.accessToken,
  tokenKind: 'private',
  timeoutMs: config.timeoutMs,
});

const refusedInput = 'refused-input';
const refusedAnswer = z.object({ data: z.object({ reason: z.literal(refusedInput) }) });

/** Whether a loader's query was refused for a value the visitor sent (see storefrontQuery). */
export function isRefusedInput(thrown: unknown): boolean {
  return refusedAnswer.safeParse(thrown).success;
}

/**
 * Runs a generated document (packages/storefront-api) for a loader. When the commerce service is
 * down, fails or answers outside the schema, the page answers 503 in the visitor's language (root
 * error boundary) instead of a stack trace; the next request tries again, so the shop recovers by itself.
 */
export async function storefrontQuery<TResult, TVariables>(
  document: StorefrontDocument<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  try {
    return await client.request(document, variables);
  } catch (error) {
    if (error instanceof StorefrontApiError && error.code === 'BAD_USER_INPUT') {
      // A value from the URL the API refuses (an edited cursor): nothing to show, and no outage.
      throw data({ reason: refusedInput }, { status: 404 });
    }
    if (error instanceof StorefrontApiError) {
      console.error(`storefront: ${operationName(document)} failed: ${error.message}`);
      throw data({ reason: 'commerce-unavailable' }, { status: 503, headers: { 'Retry-After': '10' } });
    }
    throw error;
  }
}

/**
 * Runs a generated document for an action that handles failure itself (the cart keeps what the
 * visitor typed and says the shop could not be reached): errors are thrown as they are.
 * `buyerIp` names the visitor to the platform's per-buyer limits.
 */
export function storefrontMutate<TResult, TVariables>(
  document: StorefrontDocument<TResult, TVariables>,
  variables: TVariables,
  buyerIp?: string,
): Promise<TResult> {
  return client.request(document, variables, buyerIp ? { buyerIp } : {}).catch((error: unknown) => {
    console.error(`storefront: ${operationName(document)} failed: ${String(error)}`);
    throw error;
  });
}
