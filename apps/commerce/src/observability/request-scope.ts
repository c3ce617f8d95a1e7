import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestNotes } from '@shop/observability';

/**
 * The notes of the request being answered, for code deep in the GraphQL pipeline (the operation
 * name is known only after parsing) without threading them through Yoga's server context.
 */
export const requestScope = new AsyncLocalStorage<RequestNotes>();
