import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { z } from 'zod';
import { commerce, createCartInApi, useCart } from './cart-helpers.ts';
import { firstMove, test } from './visitor.ts';

// A whole purchase on a loaded test machine: cart page, commerce checkout, mail.
test.describe.configure({ timeout: 120_000 });

const commerceOrigin = `http://localhost:${process.env.E2E_COMMERCE_PORT}`;

const variantsAnswer = z.object({
  data: z.object({
    products: z.object({
      nodes: z.array(
        z.object({
          isGiftCard: z.boolean(),
          variants: z.object({
            nodes: z.array(
              z.object({
                id: z.string(),
                availableForSale: z.boolean(),
                currentlyNotInStock: z.boolean(),
                quantityAvailable: z.number().nullable(),
                price: z.object({ amount: z.string() }),
              }),
            ),
          }),
        }),
      ),
    }),
  }),
});

/** The cheapest well-stocked variant among the first products: the demo gift card must pay several orders. */
async function cheapVariant(): Promise<string> {
  const answer = variantsAnswer.parse(
    await commerce(
      '{ products(first: 40) { nodes { isGiftCard variants(first: 5) { nodes { id availableForSale currentlyNotInStock quantityAvailable price { amount } } } } } }',
    ),
  );
  const variants = answer.data.products.nodes
    .filter((p) => !p.isGiftCard)
    .flatMap((p) => p.variants.nodes)
    .filter((v) => v.availableForSale && !v.currentlyNotInStock && (v.quantityAvailable ?? 0) >= 20)
    .sort((a, b) => Number(a.price.amount) - Number(b.price.amount));
  if (!variants[0]) throw new Error('no well-stocked variant in the catalogue');
  return variants[0].id;
}

async function createCart(quantity: number): Promise<string> {
  return createCartInApi(await cheapVariant(), quantity);
}

async function cartExists(cartId: string): Promise<boolean> {
  const answer = z
    .object({ data: z.object({ cart: z.object({ id: z.string() }).nullable() }) })
    .parse(await commerce('query($id: ID!) { cart(id: $id) { id } }', { id: cartId }));
  return answer.data.cart !== null;
}

async function applyCode(
  page: Page,
  testId: 'discount-code' | 'gift-card-code',
  code: string,
  shows: RegExp,
) {
  await page.getByTestId(`${testId}-input`).fill(code);
  await page.getByTestId(`${testId}-apply`).click();
  await expect(page.locator('main')).toContainText(shows, { timeout: 20_000 });
}

async function expectNoSevereViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(severe).toEqual([]);
}

type Address = { email: string; first: string; last: string; street: string; postal: string; city: string };

/** The checkout form's visible labels, as a visitor (or a screen reader) finds the fields. */
const formLabels: Record<'de' | 'en', Record<keyof Address | 'group', string>> = {
  de: {
    email: 'E-Mail-Adresse',
    first: 'Vorname',
    last: 'Nachname',
    street: 'Straße und Hausnummer',
    postal: 'Postleitzahl',
    city: 'Ort',
    group: 'Lieferadresse',
  },
  en: {
    email: 'E-mail address',
    first: 'First name',
    last: 'Last name',
    street: 'Street and house number',
    postal: 'Postcode',
    city: 'Town or city',
    group: 'Delivery address',
  },
};

/** Fills the form by its visible labels. */
async function fillCheckout(page: Page, a: Address, labels: Record<keyof Address | 'group', string>) {
  await page.getByLabel(labels.email).fill(a.email);
  const shipping = page.getByRole('group', { name: labels.group });
  await shipping.getByLabel(labels.first).fill(a.first);
  await shipping.getByLabel(labels.last).fill(a.last);
  await shipping.getByLabel(labels.street).fill(a.street);
  await shipping.getByLabel(labels.postal).fill(a.postal);
  await shipping.getByLabel(labels.city).fill(a.city);
}

const outboxAnswer = z.object({ mails: z.array(z.object({ subject: z.string(), text: z.string() })) });

async function mailsTo(address: string) {
  const response = await fetch(`${commerceOrigin}/dev/outbox.json?to=${encodeURIComponent(address)}`);
  return outboxAnswer.parse(await response.json()).mails;
}

/** The cart id the browser keeps for the shop, decoded; undefined when it has none. */
async function cartCookie(page: Page): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'storefront_cart_id');
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

test('from the cart with a discount code and the demo gift card to a confirmed order (de)', async ({
  page,
}, info) => {
  const cartId = await createCart(1);
  await useCart(page, cartId);
  await page.goto('/de/cart');
  const badge = page.getByTestId('cart-badge').filter({ visible: true });
  await expect(badge).toHaveText('1', { timeout: 20_000 });
  await applyCode(page, 'discount-code', 'KAFFEE10', /KAFFEE10/);
  await applyCode(page, 'gift-card-code', 'KAFFEEKONTOR0050', /0050/);
  await page.getByTestId('cart-checkout').click();

  await expect(page).toHaveURL(new RegExp(`^${commerceOrigin}/checkouts/[\\w-]+\\?lang=de$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Ihre Bestellung' });
  await expect(summary).toContainText('KAFFEE10');
  await expect(summary).toContainText('…0050');

  // Sent empty: the errors stand beside their fields, in German.
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.locator('#email-error')).toHaveText('Bitte geben Sie eine gültige E-Mail Adresse ein.');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSevereViolations(page);

  const email = `kaeufer-${info.project.name}-${Date.now()}@example.de`;
  await fillCheckout(
    page,
    { email, first: 'Jürgen', last: 'Groß', street: 'Kaffeestraße 5', postal: '20095', city: 'Hamburg' },
    formLabels.de,
  );
  await page.locator('#terms').check();
  if (await page.locator('#payment-prepayment').count()) await page.locator('#payment-prepayment').check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');
  const number = (await page.locator('[data-order-number]').textContent()) ?? '';
  expect(number).toMatch(/^KK-\d+$/);
  await expectNoSevereViolations(page);
  await expect(page.locator('main')).toContainText('KAFFEE10');
  await expect(page.locator('main')).toContainText('…0050');
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject))
    .toEqual([`Ihre Bestellung ${number} bei Kaffeekontor`]);
  expect(await cartExists(cartId)).toBe(false);

  // Back in the shop the badge, loaded in the browser, counts the spent cart as empty.
  const cartSummary = page.waitForResponse((r) => r.url().includes('/api/cart-summary'));
  await page.getByRole('link', { name: 'Zurück zum Shop' }).click();
  await expect(page).toHaveURL(/\/de$/);
  // The link loaded a new page: its scripts start on the visitor's first move there.
  await firstMove(page);
  expect((await cartSummary).ok()).toBe(true);
  await expect(badge).toHaveText('0', { timeout: 20_000 });
  // The way back forgot the spent cart's id: the visitor's pages come from the page caches again.
  expect(await cartCookie(page)).toBeUndefined();
});

test('the way back from a confirmation keeps a cart that is still open (de)', async ({ page }) => {
  const cartId = await createCart(1);
  await useCart(page, cartId);
  await page.goto('/de/cart/ordered');
  await expect(page).toHaveURL(/\/de$/);
  expect(await cartCookie(page)).toBe(cartId);
  await expect(page.getByTestId('cart-badge').filter({ visible: true })).toHaveText('1', { timeout: 20_000 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cart, the checkout and the confirmation work as plain forms (en)', async ({ page }, info) => {
    const cartId = await createCart(2);
    await useCart(page, cartId);
    await page.goto('/en/cart');
    await applyCode(page, 'discount-code', 'KAFFEE10', /KAFFEE10/);
    await page.getByTestId('cart-checkout').click();

    await expect(page).toHaveURL(new RegExp(`^${commerceOrigin}/checkouts/[\\w-]+\\?lang=en$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const email = `buyer-${info.project.name}-${Date.now()}@example.com`;
    await fillCheckout(
      page,
      { email, first: 'Jane', last: 'Doe', street: 'Strandvejen 1', postal: '', city: 'København' },
      formLabels.en,
    );
    await page.locator('#ship_country').selectOption('DK');
    await page.locator('#payment-invoice').check();
    await page.locator('#terms').check();
    await page.getByRole('button', { name: 'Place order and pay' }).click();

    // The postcode was missing: the answer says so in English and keeps everything typed.
    await expect(page.locator('#ship_postalCode-error')).toHaveText('Please fill in this field.');
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
    await expect(page.locator('#ship_city')).toHaveValue('København');
    await expect(page.locator('#ship_country')).toHaveValue('DK');
    await expect(page.locator('#payment-invoice')).toBeChecked();
    await expect(page.locator('#terms')).toBeChecked();

    await page.locator('#ship_postalCode').fill('2100');
    // A double click posts the form twice: one order, one mail.
    await page.getByRole('button', { name: 'Place order and pay' }).dblclick();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    const number = (await page.locator('[data-order-number]').textContent()) ?? '';
    await expect
      .poll(async () => (await mailsTo(email)).map((m) => m.subject))
      .toEqual([`Your Kaffeekontor order ${number}`]);
    await expect(page.locator('main')).toContainText('The invoice comes with the delivery.');
    expect(await cartExists(cartId)).toBe(false);
    const back = page.getByRole('link', { name: 'Back to the shop' });
    await expect(back).toHaveAttribute('href', /\/en\/cart\/ordered$/);
    await back.click();
    await expect(page).toHaveURL(/\/en$/);
    expect(await cartCookie(page)).toBeUndefined();
  });
  test('codes entered on the checkout page itself, nothing typed lost, VAT stated (de)', async ({
    page,
  }, info) => {
    const cartId = await createCart(1);
    await useCart(page, cartId);
    await page.goto('/de/cart');
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(new RegExp(`^${commerceOrigin}/checkouts/[\\w-]+\\?lang=de$`));
    const email = `codes-${info.project.name}-${Date.now()}@example.de`;
    await fillCheckout(
      page,
      { email, first: 'Lena', last: 'Weiß', street: 'Bohnenweg 3', postal: '80331', city: 'München' },
      formLabels.de,
    );
    await page.locator('#terms').check();
    const summary = page.getByRole('complementary', { name: 'Ihre Bestellung' });
    await expect(summary).toContainText('enthaltene MwSt.');

    await page.getByRole('textbox', { name: 'Rabattcode', exact: true }).fill('FALSCH123');
    await page.locator('button[name=intent][value=applyCode]').click();
    await expect(page.locator('#discountCode-error')).toHaveText('Der Code konnte nicht angewendet werden.');
    await expect(page.getByRole('textbox', { name: 'Rabattcode', exact: true })).toHaveValue('FALSCH123');
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
    await expect(page.locator('#ship_city')).toHaveValue('München');
    await expect(page.locator('#terms')).toBeChecked();

    await page.getByRole('textbox', { name: 'Rabattcode', exact: true }).fill('KAFFEE10');
    await page.locator('button[name=intent][value=applyCode]').click();
    await expect(summary).toContainText('Rabatt (KAFFEE10)');
    await page.getByRole('button', { name: 'Code KAFFEE10 entfernen' }).click();
    await expect(summary).not.toContainText('KAFFEE10');
    // Enter in the gift card field applies the card; it never places the order.
    await page.getByRole('textbox', { name: 'Gutscheincode', exact: true }).fill('KAFFEEKONTOR0050');
    await page.getByRole('textbox', { name: 'Gutscheincode', exact: true }).press('Enter');
    await expect(summary).toContainText('…0050');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kasse');
    await expect(page.locator('#ship_street')).toHaveValue('Bohnenweg 3');

    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');
    await expect(page.locator('main')).toContainText('…0050');
    await expect(page.locator('main')).toContainText('enthaltene MwSt.');
    await expect
      .poll(async () => (await mailsTo(email)).map((m) => m.text).join())
      .toContain('enthaltene MwSt.');
  });
});
