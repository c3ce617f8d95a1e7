import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Set by our server from the connection, or from a trusted proxy's X-Forwarded-For (serving/); used
 * for limits and the buyer's address towards the API, never written down.
 */
const clientAddressHeader = 'x-storefront-client-address';

/** The visitor's address as our server saw it; undefined when the request did not come through it. */
export function clientAddress(request: Request): string | undefined {
  return request.headers.get(clientAddressHeader) ?? undefined;
}

/**
 * A budget of requests per client and period, counted in this process's memory: the storefront has
 * no database, so with N instances behind a load balancer a client gets at most N times the budget.
 * The returned check answers true while the request's client has budget left, and uses one unit.
 */
export function clientBudget(
  points: number,
  durationSeconds: number,
): (request: Request) => Promise<boolean> {
  const limiter = new RateLimiterMemory({ points, duration: durationSeconds });
  return async (request) => {
    try {
      await limiter.consume(clientAddress(request) ?? 'unknown');
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  };
}
