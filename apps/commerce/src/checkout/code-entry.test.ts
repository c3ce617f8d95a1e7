import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCartFixtures, fixtureVariants as v } from '../cart/cart-fixtures.ts';
import { cartClient, variantGid } from '../cart/cart-test-client.ts';
import { orders } from '../orders/order-tables.ts';
import { useTestService } from '../testing/test-service.ts';

/** Discount codes and gift cards entered on the checkout page itself, as a browser without script posts them. */
describe('codes on the checkout page', () => {
  const { server, database } = useTestService('pglite', false, { prepare: insertCartFixtures });

  async function checkoutOf(quantity: number, language = 'de') {
    const { cart } = await cartClient(server).create({
      lines: [{ merchandiseId: variantGid(v.espresso.id), quantity }],
    });
    const path = `${new URL(cart?.checkoutUrl ?? '').pathname}?lang=${language}`;
    return { path, cartId: cart?.id ?? '' };
  }

  const typed = {
    email: 'codes@example.de',
    ship_firstName: 'Jana',
    ship_lastName: 'Schröder',
    ship_company: '',
    ship_street: 'Lindenallee 5',
    ship_postalCode: '10115',
    ship_city: 'Berlin',
    ship_country: 'AT',
    billing: 'different',
    bill_firstName: 'Firma',
    bill_lastName: 'Schröder',
    bill_street: 'Hauptstraße 1',
    bill_postalCode: '1010',
    bill_city: 'Wien',
    bill_country: 'AT',
    payment: 'prepayment',
    terms: 'on',
  };

  async function post(path: string, fields: Record<string, string>) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams(fields).toString(),
    });
    // Intl puts a no-break space between amount and currency.
    return {
      status: response.status,
      location: response.headers.get('location'),
      page: (await response.text()).replaceAll('\u00a0', ' '),
    };
  }

  /** Everything typed is in the answer as it was posted. */
  function expectTyped(page: string) {
    expect(page).toContain('name="email" value="codes@example.de"');
    expect(page).toContain('value="Lindenallee 5"');
    expect(page).toContain('value="Wien"');
    expect(page).toContain('<option value="AT" selected>');
    expect(page).toMatch(/id="billing-different" name="billing" value="different" checked/);
    expect(page).toMatch(
      /id="payment-prepayment" name="payment" value="prepayment" checked|type="hidden" name="payment" value="prepayment"/,
    );
    expect(page).toMatch(/id="terms" name="terms" value="on" required checked/);
  }

  it('refuses a code that does not apply beside its field, keeping the code and all typed', async () => {
    const { path } = await checkoutOf(2);
    const answer = await post(path, { ...typed, discountCode: 'GIBTSNICHT', intent: 'applyCode' });
    expect(answer.status).toBe(422);
    expect(answer.page).toContain(
      '<p class="error" id="discountCode-error">Der Code konnte nicht angewendet werden.</p>',
    );
    expect(answer.page).toMatch(
      /id="discountCode" name="discountCode" form="checkout-form" value="GIBTSNICHT"/,
    );
    expectTyped(answer.page);
    const gift = await post(path.replace('lang=de', 'lang=en'), {
      ...typed,
      giftCardCode: 'WRONG',
      intent: 'applyGiftCard',
    });
    expect(gift.page).toContain('id="giftCardCode-error">The gift card code is not valid.</p>');
    const danish = await post(path.replace('lang=de', 'lang=da'), {
      ...typed,
      discountCode: 'NEJ',
      intent: 'applyCode',
    });
    expect(danish.page).toContain('id="discountCode-error">Koden kunne ikke anvendes.</p>');
    expect(await database.db.select().from(orders).where(eq(orders.email, typed.email))).toEqual([]);
  });

  it('applies and removes a code and a gift card, and the order takes what the page showed', async () => {
    const { path } = await checkoutOf(2);
    // 2 × 12.99 = 25.98 − 15.00 = 10.98 + 4.90 shipping = 15.88.
    const withCode = await post(path, { ...typed, discountCode: 'barista15', intent: 'applyCode' });
    expect(withCode.status).toBe(200);
    expect(withCode.page).toContain('−15,00 €');
    expect(withCode.page).toContain('>Code barista15 entfernen</button>');
    expect(withCode.page).toMatch(/id="discountCode" name="discountCode" form="checkout-form" value=""/);
    expectTyped(withCode.page);
    // Enter in the gift card field posts the form's own button: the card is applied, no order made.
    const withCard = await post(path, { ...typed, giftCardCode: 'GIFT150CCCCDD150' });
    expect(withCard.status).toBe(200);
    expect(withCard.page).toContain('−15,88 €');
    expect(withCard.page).toContain('>Gutschein …D150 entfernen</button>');
    expect(withCard.page).toContain('Der Betrag ist vollständig durch Gutscheine bezahlt.');
    expectTyped(withCard.page);
    const withoutCode = await post(path, { ...typed, removeCode: 'Barista15' });
    expect(withoutCode.page).not.toContain('−15,00 €');
    // 25.98 + 4.90 = 30.88, all on the 150 € card.
    expect(withoutCode.page).toContain('−30,88 €');
    const withoutCard = await post(path, {
      ...typed,
      removeGiftCard: /name="removeGiftCard" value="(\d+)"/.exec(withoutCode.page)?.[1] ?? '',
    });
    expect(withoutCard.page).not.toContain('…D150');
    expect(withoutCard.page).toContain('name="expectedTotal" value="3088"');
    expectTyped(withoutCard.page);

    const again = await post(path, { ...typed, discountCode: 'BARISTA15', intent: 'applyCode' });
    const placed = await post(path, {
      ...typed,
      idempotencyKey: /name="idempotencyKey" value="([^"]+)"/.exec(again.page)?.[1] ?? '',
      expectedTotal: /name="expectedTotal" value="(\d+)"/.exec(again.page)?.[1] ?? '',
    });
    expect(placed.status).toBe(303);
    const [order] = await database.db.select().from(orders).where(eq(orders.email, typed.email));
    expect(order).toMatchObject({ discountCents: 1500, totalCents: 1588, paymentMethod: 'prepayment' });
  });
});
