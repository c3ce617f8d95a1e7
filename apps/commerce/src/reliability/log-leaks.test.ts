import { Writable } from 'node:stream';
import { createLogger } from '@shop/observability';
import { describe, expect, it } from 'vitest';
import { loggableError } from '../shared/loggable-error.ts';
import { cartIdsIn, leakingLines } from './log-leaks.ts';

/** Lines as the service's logger writes them (pino's JSON), collected instead of printed. */
function loggedLines(write: (logger: ReturnType<typeof createLogger>) => void): string[] {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  write(createLogger('commerce', 'info', { destination: sink }));
  return lines;
}

const cartId = 'gid://shopify/Cart/AbCdEfGhIjKlMnOpQrStUv?key=0123456789abcdef0123456789abcdef';
const secrets = { accessToken: 'secret-token-123', cartIds: cartIdsIn(cartId) };

describe('the log check of the GraphQL fuzz', () => {
  it('passes the lines a request writes', () => {
    const lines = loggedLines((logger) => {
      logger.info({
        method: 'POST',
        path: '/api/2025-01/graphql.json',
        status: 200,
        ms: 3.2,
        route: 'graphql',
      });
      logger.info('listening on port 33001 (PostgreSQL, catalogue seeded)');
    });
    expect(lines).toHaveLength(2);
    expect(leakingLines(lines, secrets)).toEqual([]);
  });

  it('finds a stack trace, SQL, a cart token or key, the access token and a database URL', () => {
    const failed = new Error(
      `Failed query: select "token" from "carts" where "carts"."token" = $1\nparams: x`,
    );
    const lines = loggedLines((logger) => {
      logger.error({ err: new Error('boom') }, 'checkout failed');
      logger.error(loggableError(failed));
      logger.warn({ cart: 'AbCdEfGhIjKlMnOpQrStUv' }, 'cart');
      logger.warn({ key: '0123456789abcdef0123456789abcdef' }, 'key');
      logger.warn({ header: 'secret-token-123' }, 'token');
      logger.warn('database at postgresql://shop@db:5432/shop is down');
    });
    const found = leakingLines(lines, secrets);
    expect(found).toHaveLength(6);
    expect(found[0]).toMatch(/^a stack trace/);
    expect(found[1]).toMatch(/SQL text/);
    expect(found[2]).toMatch(/^a cart token or key/);
    expect(found[3]).toMatch(/^a cart token or key/);
    expect(found[4]).toMatch(/^the access token/);
    expect(found[5]).toMatch(/^a database URL/);
  });
});
