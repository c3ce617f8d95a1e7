import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './cacheable-request.ts';

function request(url: string, method = 'GET'): IncomingMessage {
  return { url, method, headers: {} } as IncomingMessage;
}

describe('pageCacheKey', () => {
  it.each([
    '/de',
    '/en/search?q=espresso',
    '/de/c/espresso',
    '/da/p/some-coffee?variant=12',
    '/de/e/datenschutz',
    '/en/a',
    '/en/a/how-to-brew',
    '/de/c/espresso.data',
  ])('caches the anonymous page %s', (url) => {
    expect(pageCacheKey(request(url))).toBe(url);
  });

  it.each(['/de/cart', '/de/newsletter', '/api/cart-summary', '/de/account', '/de/c/a/b', '/de/x/y'])(
    'never caches %s',
    (url) => {
      expect(pageCacheKey(request(url))).toBeNull();
    },
  );

  it('never caches a POST', () => {
    expect(pageCacheKey(request('/de/c/espresso', 'POST'))).toBeNull();
  });
});
