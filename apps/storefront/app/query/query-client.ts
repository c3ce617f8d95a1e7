import { QueryClient } from '@tanstack/react-query';

/** Backoff of spec section 9: doubling from one second, never longer than 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

let client: QueryClient | undefined;

/**
 * One cache per browser tab with the defaults of spec section 9 (5-minute garbage collection,
 * 3 retries). Created on first use: only the on-demand parts of the page (search overlay) need it,
 * so TanStack Query stays out of the first-load JavaScript.
 */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: { gcTime: 300_000, retry: 3, retryDelay, staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
  return client;
}
