import { expect as baseExpect, type Page } from '@playwright/test';
import { addToCart, findProducts } from './cart-helpers.ts';
import { linkIn, subscribeAndConfirm, waitForMail } from './outbox.ts';
import { test } from './visitor.ts';

// Sign-up, cart, checkout, account: a whole customer story on a loaded test machine.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const commerceOrigin = `http://localhost:${process.env.E2E_COMMERCE_PORT}`;
const refused = 'Der Code konnte nicht angewendet werden.';

async function applyCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('discount-code-input').fill(code);
  await page.getByTestId('discount-code-apply').click();
}

test('the newsletter voucher: refused below 25 €, redeemed in an order, refused a second time; the order in the account (de)', async ({
  page,
}, info) => {
  const email = `gutschein-${info.project.name}-${Date.now()}@example.de`;
  await subscribeAndConfirm(email, 'DE');
  const code = /NL-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await waitForMail(email, 2)).text)?.[0] ?? '';
  expect(code).not.toBe('');
  // A well-stocked single-variant coffee of 8–20 € with standard shipping.
  const { coffee } = await findProducts();

  // One coffee (8–20 €) is under the minimum order.
  await addToCart(page, 'de', coffee.variantId, 1);
  await page.goto('/de/cart');
  await applyCode(page, code);
  await expect(page.getByText(refused)).toBeVisible();
  // Enough of it for 26 € or more: the code takes 5 € off.
  await addToCart(page, 'de', coffee.variantId, Math.ceil(2600 / coffee.priceCents) - 1);
  await page.goto('/de/cart');
  await applyCode(page, code);
  await expect(page.getByTestId('cart-discount-codes')).toContainText(code);
  await expect(page.getByText(refused)).toHaveCount(0);

  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(new RegExp(`^${commerceOrigin}/checkouts/`));
  await page.getByLabel('E-Mail-Adresse').fill(email);
  const shipping = page.getByRole('group', { name: 'Lieferadresse' });
  await shipping.getByLabel('Vorname').fill('Anna');
  await shipping.getByLabel('Nachname').fill('Weiß');
  await shipping.getByLabel('Straße und Hausnummer').fill('Bohnenweg 3');
  await shipping.getByLabel('Postleitzahl').fill('20095');
  await shipping.getByLabel('Ort').fill('Hamburg');
  await page.locator('#payment-invoice').check();
  await page.locator('#terms').check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');
  const number = (await page.locator('[data-order-number]').textContent()) ?? '';
  await expect(page.locator('main')).toContainText(code);

  // A new cart over 25 €: the used voucher is refused.
  await page.goto('/de');
  await addToCart(page, 'de', coffee.variantId, Math.ceil(2600 / coffee.priceCents));
  await page.goto('/de/cart');
  await applyCode(page, code);
  await expect(page.getByText(refused)).toBeVisible();

  // The order in the account after signing in with the mailed link.
  await page.goto(`${commerceOrigin}/account?locale=de`);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('button', { name: 'Anmeldelink senden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitte prüfen Sie Ihr Postfach');
  // Confirmation, voucher, order confirmation, then the sign-in link.
  const signInMail = await waitForMail(email, 4);
  expect(signInMail.subject).toBe('Ihr Anmeldelink für Kaffeekontor');
  await page.goto(linkIn(signInMail, '/account/sign-in/verify'));
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  const order = page.getByTestId('account-order');
  await expect(order).toContainText(`Bestellung ${number}`);
  await expect(order).toContainText('In Bearbeitung');
  await expect(order).toContainText(code);
  await expect(order).toContainText(coffee.title);
  await expect(page.getByTestId('account-newsletter')).toContainText('Sie erhalten unseren Newsletter.');
  await page.screenshot({ path: info.outputPath('account-order-de.png'), fullPage: true });
});
