import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import {
  addToCart,
  badge,
  cartInApi,
  createCartInApi,
  dataLayerEvents,
  enhanced,
  euro,
  findProducts,
  quantitiesInApi,
  type TestProduct,
  useCart,
} from './cart-helpers.ts';
import { holdRequests } from './held-requests.ts';
import { acrossViewports } from './viewport-split.ts';
import { test } from './visitor.ts';

// A loaded test machine (several shops and browsers at once) needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const texts = {
  de: {
    locale: 'de-DE',
    minicart: 'Warenkorb',
    toCart: 'Zum Warenkorb',
    missing: 'bis zur versandkostenfreien Lieferung',
    empty: 'Ihr Warenkorb ist noch leer.',
    codeFailed: 'Der Code konnte nicht angewendet werden.',
  },
  en: {
    locale: 'en-GB',
    minicart: 'Basket',
    toCart: 'Go to basket',
    missing: 'more for free delivery',
    empty: 'Your basket is empty.',
    codeFailed: 'The code could not be applied.',
  },
} as const;

/** Opens the search page that lists the product and adds it from its card. */
async function addFromCard(page: Page, lang: string, product: TestProduct): Promise<void> {
  await page.goto(`/${lang}/search?q=${encodeURIComponent(product.title)}`);
  await enhanced(page);
  const card = page.locator(`[data-testid="product-card"][data-product-handle="${product.handle}"]`).first();
  await card.getByTestId('add-to-cart').click();
}

for (const { item: lang, tag } of acrossViewports(['de', 'en'] as const)) {
  const t = texts[lang];

  test(`from a product card to the cart with the badge following; change and remove (${lang})`, {
    tag,
  }, async ({ page }) => {
    const { coffee } = await findProducts(lang);
    // The page's own data is not loaded again after an add: nothing on it depends on the cart.
    const reloads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && /\/search\.data\b/.test(request.url())) reloads.push(request.url());
    });
    await addFromCard(page, lang, coffee);
    await expect(badge(page)).toHaveText('1');
    // The minicart opens by itself after the add, shows the line and how much is missing for free shipping…
    const minicart = page.getByRole('dialog', { name: t.minicart });
    await expect(minicart).toBeVisible({ timeout: 15_000 });
    await expect(minicart.getByTestId('cart-line-title')).toHaveText(coffee.title);
    const missing = euro(4901 - coffee.priceCents, t.locale);
    // One look, not two: the sheet closes 5 s after the add, and on a loaded machine two round trips
    // outlasted it (the cluster run, 2026-11-24: the second found the sheet gone).
    await expect(minicart.getByTestId('free-shipping-progress')).toContainText(`${missing} ${t.missing}`);
    // …and closes by itself after a few seconds.
    await expect(minicart).toBeHidden({ timeout: 15_000 });
    expect(reloads).toEqual([]);
    await expect.poll(() => dataLayerEvents(page, 'add_to_cart').then((e) => e.length)).toBe(1);
    expect(await dataLayerEvents(page, 'add_to_cart')).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({
          currency: 'EUR',
          value: coffee.priceCents / 100,
          items: [
            expect.objectContaining({ item_name: coffee.title, quantity: 1, price: coffee.priceCents / 100 }),
          ],
        }),
      }),
    ]);

    await page.goto(`/${lang}/cart`);
    await enhanced(page);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect.poll(() => dataLayerEvents(page, 'view_cart').then((e) => e.length)).toBe(1);
    await page.getByTestId('cart-line-increase').click();
    await expect(badge(page)).toHaveText('2');
    await expect(page.getByTestId('cart-line-quantity')).toHaveValue('2');
    await expect(page.getByTestId('cart-line-total')).toContainText(euro(coffee.priceCents * 2, t.locale));
    await expect.poll(() => quantitiesInApi(page)).toEqual({ totalQuantity: 2, lines: [2] });
    await page.getByTestId('cart-line-decrease').click();
    await expect(badge(page)).toHaveText('1');
    await expect.poll(() => quantitiesInApi(page)).toEqual({ totalQuantity: 1, lines: [1] });
    await page.getByTestId('cart-line-remove').click();
    await expect(page.getByTestId('cart-empty')).toContainText(t.empty);
    await expect(badge(page)).toHaveText('0');
    await expect.poll(() => quantitiesInApi(page)).toEqual({ totalQuantity: 0, lines: [] });
    await expect.poll(() => dataLayerEvents(page, 'remove_from_cart').then((e) => e.length)).toBe(2);
  });
}

for (const { item: lang, tag } of acrossViewports(['de', 'en'] as const)) {
  test(`from the product page with a quantity: the badge follows, the minicart shows the line (${lang})`, {
    tag,
  }, async ({ page }) => {
    const { coffee } = await findProducts(lang);
    await page.goto(`/${lang}/p/${coffee.handle}`);
    await enhanced(page);
    await page.getByTestId('add-to-cart-quantity').fill('3');
    await page.getByTestId('product-summary').getByTestId('add-to-cart').click();
    await expect(badge(page)).toHaveText('3');
    const minicart = page.getByRole('dialog', { name: texts[lang].minicart });
    await expect(minicart.getByTestId('cart-line-quantity')).toHaveValue('3');
    await expect.poll(() => quantitiesInApi(page)).toEqual({ totalQuantity: 3, lines: [3] });
    // Again: the same line grows.
    await page.getByTestId('add-to-cart-quantity').fill('2');
    await page.getByTestId('product-summary').getByTestId('add-to-cart').click();
    await expect(badge(page)).toHaveText('5');
    await expect.poll(() => quantitiesInApi(page)).toEqual({ totalQuantity: 5, lines: [5] });
  });
}

test('shipping: 4.90 below the threshold, free above, freight for a machine, special for a grinder, gift cards excluded (de)', async ({
  page,
}) => {
  const { coffee, machine, grinder, giftCard } = await findProducts();
  const below = Math.floor(4900 / coffee.priceCents);
  const above = below + 1;
  const shipping = page.getByTestId('cart-shipping');
  const reason = page.getByTestId('cart-shipping-reason');

  await addToCart(page, 'de', coffee.variantId, below);
  await page.goto('/de/cart');
  await expect(shipping).toHaveText('4,90 €');
  await expect(reason).toHaveText('Standardversand');
  await expect(page.getByTestId('free-shipping-progress')).toContainText(
    `Noch ${euro(4901 - coffee.priceCents * below, 'de-DE')} bis zur versandkostenfreien Lieferung`,
  );
  // A gift card does not count towards free shipping.
  await addToCart(page, 'de', giftCard.variantId, 1);
  await page.goto('/de/cart');
  await expect(shipping).toHaveText('4,90 €');
  await addToCart(page, 'de', coffee.variantId, 1);
  await page.goto('/de/cart');
  expect(coffee.priceCents * above).toBeGreaterThan(4900);
  await expect(shipping).toHaveText('kostenlos');
  await expect(page.getByTestId('free-shipping-progress')).toContainText('versandkostenfrei');

  await addToCart(page, 'de', machine.variantId, 1);
  await page.goto('/de/cart');
  await expect(shipping).toHaveText('49,00 €');
  await expect(reason).toHaveText('Speditionsversand für Kaffeemaschinen');
  await expect(page.getByTestId('free-shipping-progress')).toHaveCount(0);

  await page.context().clearCookies();
  await addToCart(page, 'de', grinder.variantId, 1);
  await page.goto('/de/cart');
  await expect(shipping).toHaveText('4,90 €');
  await expect(reason).toHaveText('Sonderversand für Elektrogeräte mit Stecker');
});

for (const { item: lang, tag } of acrossViewports(['de', 'en'] as const)) {
  const t = texts[lang];

  test(`codes and gift cards: a valid code lowers the total, an invalid one says so; a gift card applied and removed; checkout (${lang})`, {
    tag,
  }, async ({ page }) => {
    const { coffee } = await findProducts(lang);
    await addToCart(page, lang, coffee.variantId, 3);
    await page.goto(`/${lang}/cart`);
    await enhanced(page);
    const total = page.getByTestId('cart-total');
    const before = await total.textContent();

    await page.getByTestId('discount-code-input').fill('NICHTGUELTIG');
    await page.getByTestId('discount-code-apply').click();
    await expect(page.getByText(t.codeFailed)).toBeVisible();
    await expect(page.getByTestId('discount-code-input')).toHaveValue('NICHTGUELTIG');
    await expect(total).toHaveText(before ?? '');

    await page.getByTestId('discount-code-input').fill('KAFFEE10');
    await page.getByTestId('discount-code-apply').click();
    await expect(page.getByTestId('cart-discount')).toContainText('KAFFEE10');
    await expect(page.getByTestId('cart-line-discount')).toBeVisible();
    await expect(total).not.toHaveText(before ?? '');
    await expect(page.getByText(t.codeFailed)).toHaveCount(0);

    await page.getByTestId('gift-card-code-input').fill('kaffeekontor-0050');
    await page.getByTestId('gift-card-code-apply').click();
    await expect(page.getByTestId('cart-gift-card')).toContainText('0050');
    await page.getByTestId('cart-gift-card-remove').click();
    await expect(page.getByTestId('cart-gift-card')).toHaveCount(0);

    const checkout = page.getByTestId('cart-checkout');
    const api = await cartInApi(page, lang);
    await expect(checkout).toHaveAttribute('href', api?.checkoutUrl ?? 'missing');
    // The click is reported before the browser leaves for the checkout (held here to read the data layer).
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }),
    );
    await checkout.click();
    await expect.poll(() => dataLayerEvents(page, 'begin_checkout').then((e) => e.length)).toBe(1);
    await page.goto(api?.checkoutUrl ?? '');
    await expect(page).toHaveURL(api?.checkoutUrl ?? '');
  });
}

test('rapid clicks in two tabs end with badge, minicart and cart page showing what the API holds (de)', async ({
  page,
  context,
}) => {
  const { coffee } = await findProducts();
  await addFromCard(page, 'de', coffee);
  await expect(badge(page)).toHaveText('1');
  await expect.poll(() => cartInApi(page).then((c) => c?.totalQuantity)).toBe(1);
  const other = await context.newPage();
  await page.goto('/de/cart');
  await other.goto('/de/cart');
  await enhanced(page);
  await enhanced(other);
  const plus = page.getByTestId('cart-line-increase');
  const minus = page.getByTestId('cart-line-decrease');
  const settled = async () => {
    for (const tab of [page, other]) {
      await expect(tab.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    }
  };
  // One tab: its clicks land in their order (1 + 6 − 2).
  for (let i = 0; i < 6; i++) await plus.click({ delay: 0 });
  for (let i = 0; i < 2; i++) await minus.click({ delay: 0 });
  await settled();
  await expect.poll(() => quantitiesInApi(page)).toEqual({ totalQuantity: 5, lines: [5] });
  await expect(badge(other)).toHaveText('5', { timeout: 15_000 });
  // Both tabs at once, then a removal and an add: whatever the server made of it, all agree with it.
  for (let i = 0; i < 4; i++) {
    await plus.click({ delay: 0 });
    await other.getByTestId('cart-line-increase').click({ delay: 0 });
  }
  for (let i = 0; i < 3; i++) await other.getByTestId('cart-line-decrease').click({ delay: 0 });
  await settled();
  const api = await quantitiesInApi(page);
  expect(api?.totalQuantity).toBeGreaterThan(5);
  for (const tab of [page, other]) {
    await expect(badge(tab)).toHaveText(String(api?.totalQuantity), { timeout: 15_000 });
    await expect(tab.getByTestId('cart-line-quantity')).toHaveValue(String(api?.lines[0]), {
      timeout: 15_000,
    });
  }
  // The minicart of another page shows the same.
  await other.goto('/de');
  await enhanced(other);
  await other.getByTestId('cart-button').filter({ visible: true }).click();
  await expect(
    other.getByRole('dialog', { name: 'Warenkorb' }).getByTestId('cart-line-quantity'),
  ).toHaveValue(String(api?.lines[0]));
  await other.keyboard.press('Escape');
  await page.getByTestId('cart-line-remove').click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(badge(other)).toHaveText('0', { timeout: 15_000 });
  await expect.poll(() => quantitiesInApi(page)).toEqual({ totalQuantity: 0, lines: [] });
});

test('quick clicks on the stepper all count, whenever they land (de)', async ({ page }) => {
  const { coffee } = await findProducts();
  await addToCart(page, 'de', coffee.variantId, 1);
  // This one clicks once the browser holds the cart (its summary); the next test clicks before.
  const summaryLoaded = page.waitForResponse((response) => response.url().includes('/api/cart-summary'));
  await page.goto('/de/cart');
  await enhanced(page);
  await summaryLoaded;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await expect(page.getByTestId('cart-line-quantity')).toHaveValue('1');
  // Clicks from inside the page at uneven intervals of 0-12 ms: Playwright's own clicks come about
  // 100 ms apart and seldom land between a render and its effects, where one was lost (a click merged
  // into the queue just before the effect took the next change from its older copy of the queue).
  const burst = (testId: string, clicks: number) =>
    page.evaluate(
      async ([id, count]) => {
        for (let i = 0; i < count; i++) {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 12));
          document.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)?.click();
        }
      },
      [testId, clicks] as const,
    );
  await burst('cart-line-increase', 15);
  await burst('cart-line-decrease', 10);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => quantitiesInApi(page)).toEqual({ totalQuantity: 6, lines: [6] });
  await expect(page.getByTestId('cart-line-quantity')).toHaveValue('6');
  await expect(badge(page)).toHaveText('6');
});

test('clicks on the stepper before the browser has loaded the cart count from the line shown (de)', async ({
  page,
}) => {
  const { coffee } = await findProducts();
  await addToCart(page, 'de', coffee.variantId, 2);
  // The summary is held as a slow network would hold it: the page shows the cart it was rendered with.
  const { release } = await holdRequests(page, '**/api/cart-summary*');
  await page.goto('/de/cart');
  await enhanced(page);
  const quantity = page.getByTestId('cart-line-quantity');
  await expect(quantity).toHaveValue('2');
  await page.getByTestId('cart-line-increase').click();
  await expect(quantity).toHaveValue('3');
  await page.getByTestId('cart-line-increase').click();
  await expect(quantity).toHaveValue('4');
  await page.getByTestId('cart-line-decrease').click();
  await expect(quantity).toHaveValue('3');
  await expect(badge(page)).toHaveText('3');
  release();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => quantitiesInApi(page)).toEqual({ totalQuantity: 3, lines: [3] });
  await expect(quantity).toHaveValue('3');
  await expect(badge(page)).toHaveText('3');
});

test('axe: no serious or critical violation on the cart page and in the open minicart (de)', async ({
  page,
}) => {
  const { coffee } = await findProducts();
  await addToCart(page, 'de', coffee.variantId, 2);
  await page.goto('/de/cart');
  await enhanced(page);
  await page.getByTestId('discount-code-input').fill('NICHTGUELTIG');
  await page.getByTestId('discount-code-apply').click();
  await expect(page.getByText('Der Code konnte nicht angewendet werden.')).toBeVisible();
  const onPage = await new AxeBuilder({ page }).analyze();
  expect(onPage.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.goto('/de');
  await enhanced(page);
  await page.getByTestId('cart-button').filter({ visible: true }).click();
  const minicart = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(minicart.getByTestId('cart-line')).toHaveCount(1);
  const inMinicart = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(inMinicart.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('a late answer about a cart that is gone does not forget the cart an add has just made (de)', async ({
  page,
}) => {
  const { coffee } = await findProducts('de');
  // The cookie names a cart that no longer exists (as after an order): a real id with another token.
  const real = await createCartInApi(coffee.variantId, 1);
  const gone = real.replace(
    /Cart\/([^?]+)/,
    (_match, token: string) => `Cart/${[...token].reverse().join('')}`,
  );
  await useCart(page, gone);
  // The badge's read of that cart is held back until an add has made a new cart and set its cookie.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route('**/api/cart-summary**', async (route) => {
    asked = true;
    // Asked now, with the old cookie; answered to the page only after the add.
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await page.goto('/de');
  await enhanced(page);
  await expect.poll(() => asked).toBe(true);
  await addToCart(page, 'de', coffee.variantId, 2);
  const answered = page.waitForResponse((response) => response.url().includes('/api/cart-summary'));
  release();
  await answered;
  await page.unrouteAll();
  await page.goto('/de/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line-quantity')).toHaveValue('2');
});
