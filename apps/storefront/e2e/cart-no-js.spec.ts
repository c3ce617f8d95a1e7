import { expect } from '@playwright/test';
import { addToCart, badge, euro, findProducts, postToCart, quantitiesInApi } from './cart-helpers.ts';
import { acrossViewports } from './viewport-split.ts';
import { test } from './visitor.ts';

test.describe.configure({ timeout: 90_000 });
test.use({ javaScriptEnabled: false });

const texts = {
  de: {
    locale: 'de-DE',
    codeFailed: 'Der Code konnte nicht angewendet werden.',
    empty: 'Ihr Warenkorb ist noch leer.',
  },
  da: { locale: 'da-DK', codeFailed: 'Koden kunne ikke anvendes.', empty: 'Din indkøbskurv er tom.' },
} as const;

for (const { item: lang, tag } of acrossViewports(['de', 'da'] as const)) {
  const t = texts[lang];

  test(`without JavaScript: add from a card, back to the page with the badge, change, codes, gift card, remove (${lang})`, {
    tag,
  }, async ({ page }) => {
    const { coffee } = await findProducts(lang);
    const searchPath = `/${lang}/search?q=${encodeURIComponent(coffee.title)}`;
    await page.goto(searchPath);
    await expect(badge(page)).toHaveText('0');
    const card = page.locator(`[data-testid="product-card"][data-product-handle="${coffee.handle}"]`).first();
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/${lang}/cart`),
    );
    await card.getByTestId('add-to-cart').click();
    const posted = await answer;
    expect(posted.status()).toBe(303);
    const cookie = (await posted.headerValue('set-cookie')) ?? '';
    expect(cookie).toMatch(/^storefront_cart_id=gid%3A%2F%2Fshopify%2FCart%2F/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/Max-Age=864000/);
    // Back on the page it came from, the badge rendered by the server.
    await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?q=`));
    await expect(badge(page)).toHaveText('1');

    await page.goto(`/${lang}/cart`);
    await page.getByTestId('cart-line-increase').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));
    await expect(page.getByTestId('cart-line-quantity')).toHaveValue('2');
    await expect(badge(page)).toHaveText('2');
    await page.getByTestId('cart-line-quantity').fill('3');
    await page.getByTestId('cart-line-quantity').press('Enter');
    await expect(page.getByTestId('cart-line-quantity')).toHaveValue('3');
    await expect(page.getByTestId('cart-line-total')).toContainText(euro(coffee.priceCents * 3, t.locale));
    expect(await quantitiesInApi(page)).toEqual({ totalQuantity: 3, lines: [3] });

    await page.getByTestId('discount-code-input').fill('SOMMER2025');
    await page.getByTestId('discount-code-apply').click();
    await expect(page.getByText(t.codeFailed)).toBeVisible();
    await expect(page.getByTestId('discount-code-input')).toHaveValue('SOMMER2025');
    const before = await page.getByTestId('cart-total').textContent();
    await page.getByTestId('discount-code-input').fill('KAFFEE10');
    await page.getByTestId('discount-code-apply').click();
    await expect(page.getByTestId('cart-discount')).toContainText('KAFFEE10');
    await expect(page.getByTestId('cart-total')).not.toHaveText(before ?? '');

    await page.getByTestId('gift-card-code-input').fill('KAFFEEKONTOR0050');
    await page.getByTestId('gift-card-code-apply').click();
    await expect(page.getByTestId('cart-gift-card')).toContainText('0050');
    await page.getByTestId('cart-gift-card-remove').click();
    await expect(page.getByTestId('cart-gift-card')).toHaveCount(0);
    await expect(page.getByTestId('cart-checkout')).toHaveAttribute('href', /\/checkouts\//);

    await page.getByTestId('cart-line-remove').click();
    await expect(page.getByTestId('cart-empty')).toContainText(t.empty);
    await expect(badge(page)).toHaveText('0');
  });
}

test('without JavaScript: a stock warning and a refused input are shown next to the line, nothing lost (de)', async ({
  page,
}) => {
  const { coffee } = await findProducts();
  await addToCart(page, 'de', coffee.variantId, 1);
  // A quantity that is no number comes back with the message and the cart as it was.
  const status = await postToCart(page, 'de', {
    cartAction: 'LinesAdd',
    merchandiseId: coffee.variantId,
    quantity: 'viele',
    redirectTo: '/de/cart',
  });
  expect(status).toBe(400);
  await page.goto('/de/cart');
  await expect(badge(page)).toHaveText('1');
  // More than the stock: the cart takes what there is and says so beside the line.
  await page.getByTestId('cart-line-quantity').fill('9999');
  await page.getByTestId('cart-line-quantity').press('Enter');
  const stock = String(coffee.quantityAvailable);
  await expect(page.getByTestId('cart-line').getByTestId('cart-notice')).toHaveText(
    `Nur ${stock} Stück vorrätig – die Menge wurde angepasst.`,
  );
  await expect(page.getByTestId('cart-line-quantity')).toHaveValue(stock);
  await expect(badge(page)).toHaveText(stock);
});

test('without JavaScript: from the product page with a quantity, back to it with the badge (da)', async ({
  page,
}) => {
  const { coffee } = await findProducts('da');
  await page.goto(`/da/p/${coffee.handle}`);
  await page.getByTestId('add-to-cart-quantity').fill('2');
  await page.getByTestId('product-summary').getByTestId('add-to-cart').click();
  await expect(page).toHaveURL(new RegExp(`/da/p/${coffee.handle}$`));
  await expect(badge(page)).toHaveText('2');
  expect(await quantitiesInApi(page)).toEqual({ totalQuantity: 2, lines: [2] });
});

test('a cookie naming a cart that does not exist starts a new cart silently (de)', async ({ page }) => {
  const { coffee } = await findProducts();
  await page.context().addCookies([
    {
      name: 'storefront_cart_id',
      value: encodeURIComponent('gid://shopify/Cart/doesnotexist?key=0000'),
      domain: 'localhost',
      path: '/',
    },
  ]);
  await page.goto('/de/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await addToCart(page, 'de', coffee.variantId, 2);
  await page.goto('/de/cart');
  await expect(page.getByTestId('cart-line-quantity')).toHaveValue('2');
  await expect(badge(page)).toHaveText('2');
});

test('the cart page is not indexed and never stored (en)', async ({ page }) => {
  const response = await page.goto('/en/cart');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('cart-empty')).toContainText('Your basket is empty.');
});

test('a plain form is only sent back to our own paths (de)', async ({ page }) => {
  const { coffee } = await findProducts();
  for (const redirectTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
    const response = await page.request.post('/de/cart', {
      form: { cartAction: 'LinesAdd', merchandiseId: coffee.variantId, quantity: '1', redirectTo },
      maxRedirects: 0,
    });
    expect(response.headers().location ?? '').not.toContain('evil');
  }
});
