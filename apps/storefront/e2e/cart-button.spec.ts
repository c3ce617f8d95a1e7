import { expect, type Page } from '@playwright/test';
import { z } from 'zod';
import { commerce, createCartInApi, useCart } from './cart-helpers.ts';
import { test } from './visitor.ts';

// A loaded test machine (several shops and browsers at once) needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const variantsAnswer = z.object({
  data: z.object({
    products: z.object({
      nodes: z.array(
        z.object({
          variants: z.object({ nodes: z.array(z.object({ id: z.string(), availableForSale: z.boolean() })) }),
        }),
      ),
    }),
  }),
});
/** Creates a real cart in the commerce service with `quantity` items of an available variant. */
async function createCart(quantity: number): Promise<string> {
  const products = variantsAnswer.parse(
    await commerce(
      '{ products(first: 5) { nodes { variants(first: 1) { nodes { id availableForSale } } } } }',
    ),
  );
  const variant = products.data.products.nodes
    .flatMap((p) => p.variants.nodes)
    .find((v) => v.availableForSale);
  if (!variant) throw new Error('no available variant in the catalogue');
  return createCartInApi(variant.id, quantity);
}

function cartButton(page: Page) {
  return page.getByTestId('cart-button').filter({ visible: true });
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(cartButton(page)).toHaveAttribute('data-enhanced', 'true', { timeout: 20_000 });
}

test('without a cart the badge shows 0 and the button links to the cart page (de, en)', async ({ page }) => {
  await visit(page, '/de');
  await expect(cartButton(page)).toHaveAttribute('href', '/de/cart');
  await expect(cartButton(page).getByTestId('cart-badge')).toHaveText('0');
  await expect(cartButton(page)).toHaveAccessibleName('Warenkorb, 0 Artikel');
  await visit(page, '/en');
  await expect(cartButton(page)).toHaveAttribute('href', '/en/cart');
  await expect(cartButton(page)).toHaveAccessibleName('Basket, 0 items');
});

test("the badge shows the cart's totalQuantity; a visitor with a cart gets a page of their own (da)", async ({
  page,
  request,
}) => {
  const cartId = await createCart(3);
  await useCart(page, cartId);
  const summary = page.waitForResponse((r) => r.url().includes('/api/cart-summary'));
  await visit(page, '/da');
  expect((await summary).headers()['cache-control']).toBe('private, no-store');
  await expect(cartButton(page).getByTestId('cart-badge')).toHaveText('3');
  await expect(cartButton(page)).toHaveAccessibleName('Indkøbskurv, 3 varer');
  // With the cart cookie the page is rendered for this visitor (the badge works without JavaScript)
  // and no shared cache may keep it; without it, the cached page carries nothing per visitor.
  const own = await request.get('/da', {
    headers: { Cookie: `storefront_cart_id=${encodeURIComponent(cartId)}` },
  });
  expect(own.headers()['cache-control']).toBe('private, no-store');
  expect(await own.text()).toContain('Indkøbskurv, 3 varer');
  const anonymous = await request.get('/da', { headers: { Cookie: '' } });
  expect(anonymous.headers()['cache-control']).toContain('public');
  expect(await anonymous.text()).toContain('Indkøbskurv, 0 varer');
});

test('a click opens the minicart, loaded on demand: a panel on desktop, the mobile minicart on phones (de)', async ({
  page,
  isMobile,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await visit(page, '/de');
  expect(scripts.filter((url) => /minicart/.test(url))).toEqual([]);
  await cartButton(page).click();
  const minicart = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(minicart).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId(isMobile ? 'mobile-minicart' : 'minicart-panel')).toBeAttached();
  await expect(page.getByTestId(isMobile ? 'minicart-panel' : 'mobile-minicart')).toHaveCount(0);
  await expect(minicart).toContainText('Ihr Warenkorb ist noch leer.');
  await expect(minicart.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/de/cart');
  expect(scripts.some((url) => /minicart-drawer-[\w-]+\.js/.test(url))).toBe(true);
  await expect(page).toHaveURL(/\/de$/);
  await minicart.getByRole('button', { name: 'Warenkorb schließen' }).click();
  await expect(minicart).toBeHidden();
});

test('the minicart counts the items of the cart (en)', async ({ page }) => {
  await useCart(page, await createCart(2));
  await visit(page, '/en');
  await expect(cartButton(page).getByTestId('cart-badge')).toHaveText('2');
  await cartButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Basket' })).toContainText('2 items in your basket');
});

test('on the cart page the button does nothing and no minicart opens (en)', async ({ page }) => {
  await page.goto('/en/cart');
  await expect(cartButton(page)).toHaveAttribute('data-enhanced', 'true', { timeout: 20_000 });
  await cartButton(page).click();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/cart$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the button is a link to the cart page (de)', async ({ page }) => {
    await page.goto('/de');
    await cartButton(page).click();
    await expect(page).toHaveURL(/\/de\/cart$/);
  });
});
