import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { config } from '../config.server.ts';

/** Set by our server from the connection (or a trusted proxy's X-Forwarded-For); see serving/. */
const clientAddressHeader = 'x-storefront-client-address';

/**
 * Sign-ups one client may send per hour before they are forwarded no more (issue 20, defect 6).
 * Counted in this process's memory: the storefront has no database, so with N instances behind a
 * load balancer a client gets at most N times the budget; the provider (our commerce service's
 * subscribe endpoint) keeps its own limit per address on top.
 */
const limiter = new RateLimiterMemory({ points: config.newsletter.signUpsPerHour, duration: 3600 });

/** True when this request may go on to the provider; false when its client used up its budget. */
export async function mayForwardSignUp(request: Request): Promise<boolean> {
  const address = request.headers.get(clientAddressHeader) ?? 'unknown';
  try {
    await limiter.consume(address);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}
