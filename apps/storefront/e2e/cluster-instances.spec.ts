import { expect } from '@playwright/test';
import { z } from 'zod';
import { storefrontPort } from '../playwright.config.ts';
import { findProducts } from './cart-helpers.ts';
import { test } from './visitor.ts';

// scripts/start-cluster.ts: the instances listen right above the balancer's port.
const instances = [1, 2].map((i) => `http://127.0.0.1:${storefrontPort + i}`);

const summary = z.object({ totalQuantity: z.number() });

async function add(instance: string, variantId: string, quantity: number, cookie = ''): Promise<string> {
  const response = await fetch(`${instance}/de/cart`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      // Asked directly, the instance is the page's origin (behind nginx, Host names the shop).
      origin: instance,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({
      cartAction: 'LinesAdd',
      merchandiseId: variantId,
      quantity: String(quantity),
      redirectTo: '/de',
    }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const set = response.headers.getSetCookie().find((value) => value.startsWith('storefront_cart_id='));
  return set?.split(';')[0] ?? cookie;
}

async function quantityOn(instance: string, cookie: string): Promise<number> {
  const response = await fetch(`${instance}/api/cart-summary?lang=de`, { headers: { cookie } });
  return summary.parse(await response.json()).totalQuantity;
}

/**
 * The balancer may send each request of a visitor to another storefront instance: the cart lives in
 * the commerce database and its id in the visitor's cookie, never in an instance (issue 19).
 */
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from a destructured first argument.
test('one cart, changed and read on either storefront instance', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'no browser involved');
  const [first, second] = instances;
  if (!first || !second) throw new Error('two instances expected');
  const { coffee } = await findProducts();
  const cookie = await add(first, coffee.variantId, 1);
  expect(cookie).toMatch(/^storefront_cart_id=/);
  expect(await quantityOn(second, cookie)).toBe(1);
  expect(await add(second, coffee.variantId, 2, cookie)).toBe(cookie);
  expect(await quantityOn(first, cookie)).toBe(3);
  // Both add at once, each on its own instance: nothing is lost.
  await Promise.all([add(first, coffee.variantId, 1, cookie), add(second, coffee.variantId, 1, cookie)]);
  expect(await quantityOn(second, cookie)).toBe(5);
});
