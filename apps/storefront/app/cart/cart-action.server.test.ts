import { describe, expect, it } from 'vitest';
import { safeRedirect } from './cart-action.server.ts';

describe('safeRedirect', () => {
  it.each([
    ['/de/p/tasse?variant=3', '/de/p/tasse?variant=3'],
    ['/en/search?q=kaffee+bohnen', '/en/search?q=kaffee+bohnen'],
    ['/da/cart', '/da/cart'],
  ])('sends a plain form back to our own page %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/de/p/x y',
    'de/cart',
    '/api/cart-summary',
    '/de/cart.data',
    '',
    undefined,
    `/${'a'.repeat(1001)}`,
  ])('never to %s', (input) => {
    expect(safeRedirect(input)).toBeNull();
  });
});
