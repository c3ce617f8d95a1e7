import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './cacheable-request.ts';

function request(url: string, method = 'GET', cookie?: string): IncomingMessage {
  return { url, method, headers: cookie ? { cookie } : {} } as IncomingMessage;
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

  it('never serves or keeps the page of a visitor with a cart (their badge is rendered for them)', () => {
    const cart = 'storefront_cart_id=gid%3A%2F%2Fshopify%2FCart%2Fabc%3Fkey%3D1';
    expect(pageCacheKey(request('/de', 'GET', cart))).toBeNull();
    expect(pageCacheKey(request('/de/c/espresso', 'GET', `consent=1; ${cart}`))).toBeNull();
  });

  it('still caches for visitors with other cookies or an emptied cart cookie', () => {
    expect(pageCacheKey(request('/de', 'GET', 'consent=1; other_storefront_cart_id=x'))).toBe('/de');
    expect(pageCacheKey(request('/de', 'GET', 'storefront_cart_id='))).toBe('/de');
  });
});
