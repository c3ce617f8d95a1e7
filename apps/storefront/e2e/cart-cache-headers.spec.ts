import { expect } from '@playwright/test';
import { storefrontPort } from '../playwright.config.ts';
import { findProducts, postCartLineWithoutJavaScript } from './cart-helpers.ts';
import { test } from './visitor.ts';

const base = `http://localhost:${storefrontPort}`;

/** A plain GET over a socket of its own, with exactly the cookies given (none of the browser's). */
async function headersOf(path: string, cookie?: string): Promise<{ cacheControl: string; vary: string[] }> {
  const response = await fetch(`${base}${path}`, {
    headers: { 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  await response.arrayBuffer();
  expect(response.status, path).toBe(200);
  const vary = (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  return { cacheControl: response.headers.get('cache-control') ?? '', vary };
}

/** A real cart with one line, as a visitor without JavaScript makes it: its cookie. */
async function cartCookie(): Promise<string> {
  const { coffee } = await findProducts();
  const response = await postCartLineWithoutJavaScript(base, coffee.variantId);
  expect(response.status).toBe(303);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('storefront_cart_id='));
  expect(cookie).toBeDefined();
  return (cookie ?? '').split(';')[0] ?? '';
}

/**
 * What a CDN in front of the shop may keep (issue 16: the cart is "never cached for anyone else";
 * issue 19: anonymous pages are cached as shared bytes). An answer that depends on the cart cookie is
 * private and says it varies on Cookie; an anonymous page carries nothing per visitor and does not.
 */
test.describe('cache headers of answers that depend on the cart', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from a destructured first argument.
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'headers do not depend on the device');
  });

  test('the cart page, its data and the cart summary are private and vary on Cookie, with or without a cart', async () => {
    const cookie = await cartCookie();
    for (const path of ['/de/cart', '/en/cart.data', '/api/cart-summary?lang=de']) {
      for (const sent of [undefined, cookie]) {
        const { cacheControl, vary } = await headersOf(path, sent);
        const label = `${path} ${sent ? 'with' : 'without'} a cart`;
        expect(cacheControl, label).toMatch(/\bprivate\b/);
        expect(cacheControl, label).toMatch(/\bno-store\b/);
        expect(vary, label).toContain('cookie');
      }
    }
  });

  test('a catalogue page shows a visitor with a cart a private answer; anonymous, a shared one', async () => {
    const { handle } = (await findProducts()).coffee;
    const cookie = await cartCookie();
    for (const path of ['/de', `/de/p/${handle}`, '/de/search?q=espresso']) {
      const own = await headersOf(path, cookie);
      expect(own.cacheControl, path).toMatch(/\bprivate\b/);
      expect(own.cacheControl, path).toMatch(/\bno-store\b/);
      expect(own.vary, path).toContain('cookie');
      const anonymous = await headersOf(path);
      expect(anonymous.cacheControl, path).toMatch(/\bs-maxage=\d+/);
      // Varying on Cookie would split a CDN's copy by every analytics or consent cookie.
      expect(anonymous.vary, path).not.toContain('cookie');
    }
  });
});
