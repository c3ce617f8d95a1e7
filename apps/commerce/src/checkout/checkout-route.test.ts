import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCartFixtures, fixtureVariants as v } from '../cart/cart-fixtures.ts';
import { cartClient, variantGid } from '../cart/cart-test-client.ts';
import { orders } from '../orders/order-tables.ts';
import { useTestService } from '../testing/test-service.ts';

/** The checkout form over a real socket, as a browser without JavaScript uses it. */
describe('the checkout page over HTTP', () => {
  const { server, database } = useTestService('pglite', false, { prepare: insertCartFixtures });

  /** A cart with two espressos, a discount code and the 25 € gift card; its checkout path. */
  async function checkoutPath(language = 'DE') {
    const client = cartClient(server);
    const { cart } = await client.create({
      lines: [{ merchandiseId: variantGid(v.espresso.id), quantity: 2 }],
      discountCodes: ['BARISTA15'],
      giftCardCodes: ['GIFT25AAAABBBB25'],
    });
    const url = new URL(cart?.checkoutUrl ?? '');
    const path = `${url.pathname}?lang=${language.toLowerCase()}`;
    return { path, cartId: cart?.id ?? '', client };
  }

  const valid = {
    email: 'erika@example.de',
    ship_firstName: 'Erika',
    ship_lastName: 'Mustermann',
    ship_company: '',
    ship_street: 'Heidestraße 17',
    ship_postalCode: '51147',
    ship_city: 'Köln',
    ship_country: 'DE',
    billing: 'same',
    payment: 'invoice',
    terms: 'on',
  };

  async function post(path: string, fields: Record<string, string>, origin = server.url) {
    return fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields).toString(),
    });
  }

  const mailsTo = (address: string) =>
    (server.services.outbox?.mails() ?? []).filter((mail) => mail.to.includes(address));

  const hiddenValue = (page: string, name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? '';

  it('shows the form in the cart language with the 26 countries and the legal button', async () => {
    const { path } = await checkoutPath();
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'; style-src 'nonce-[^']+'/);
    expect(csp).toContain("form-action 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Intl puts a no-break space between amount and currency.
    const page = (await response.text()).replaceAll('\u00a0', ' ');
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('>Zahlungspflichtig bestellen</button>');
    expect(page.match(/<option value="[A-Z]{2}"/g)).toHaveLength(2 * 26);
    expect(page).toContain('>Dänemark</option>');
    // 2 × 12.99 − 15.00 = 10.98, + 4.90 shipping = 15.88, all paid by the 25 € card.
    expect(page).toContain('−15,00 €');
    expect(page).toContain('4,90 €');
    expect(page).toContain('−15,88 €');
    expect(hiddenValue(page, 'expectedTotal')).toBe('0');
    const english = await (await fetch(`${server.url}${path.replace('lang=de', 'lang=en')}`)).text();
    expect(english).toContain('>Place order and pay</button>');
    expect(english).toContain('>Denmark</option>');
  });

  it('answers errors next to their fields in the visitor language and keeps what was typed', async () => {
    const { path } = await checkoutPath();
    const page = await (await fetch(`${server.url}${path}`)).text();
    const key = hiddenValue(page, 'idempotencyKey');
    const response = await post(path, {
      ...valid,
      email: 'erika@',
      ship_street: '',
      ship_country: 'US',
      terms: '',
      idempotencyKey: key,
    });
    expect(response.status).toBe(422);
    const answer = await response.text();
    expect(answer).toMatch(
      /id="email" name="email" value="erika@"[^>]*aria-invalid="true" aria-describedby="email-error"/,
    );
    expect(answer).toContain(
      '<p class="error" id="email-error">Bitte geben Sie eine gültige E-Mail Adresse ein.</p>',
    );
    expect(answer).toContain('id="ship_street-error">Bitte füllen Sie dieses Feld aus.</p>');
    expect(answer).toContain('id="ship_country-error">Bitte wählen Sie ein Land aus der Liste.</p>');
    expect(answer).toContain('id="terms-error">Bitte bestätigen Sie die AGB und die Widerrufsbelehrung.</p>');
    expect(answer).toContain('value="Köln"');
    expect(answer).toContain('value="Mustermann"');
    expect(hiddenValue(answer, 'idempotencyKey')).toBe(key);
    const danish = await post(path.replace('lang=de', 'lang=da'), { ...valid, ship_postalCode: '!' });
    expect(await danish.text()).toContain(
      'id="ship_postalCode-error">Indtast venligst et gyldigt postnummer.</p>',
    );
  });

  it('places one order for a repeated submit, confirms it and spends the cart', async () => {
    const { path, cartId, client } = await checkoutPath('EN');
    const page = await (await fetch(`${server.url}${path}`)).text();
    const fields = {
      ...valid,
      idempotencyKey: hiddenValue(page, 'idempotencyKey'),
      expectedTotal: hiddenValue(page, 'expectedTotal'),
    };
    const [first, second] = await Promise.all([post(path, fields), post(path, fields)]);
    const third = await post(path, fields);
    for (const response of [first, second, third]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/^\/checkouts\/[\w-]+\/confirmation\?lang=en$/);
    }
    const confirmation = await fetch(`${server.url}${first.headers.get('location')}`);
    const text = await confirmation.text();
    expect(text).toContain('Thank you for your order!');
    const number = /data-order-number>(KK-\d+)</.exec(text)?.[1];
    expect(number).toBeDefined();
    expect(text).toContain('href="http://localhost:3000/en/cart/ordered">Back to the shop</a>');
    // 10.98 of coffee and 4.90 shipping at 7 %: 15.88 × 7/107 = 1.04.
    expect(text).toMatch(/VAT included at 7%<\/th><td class="amount muted">€1\.04</);
    const token = new URL(path, server.url).pathname.split('/')[2] ?? '';
    expect(await database.db.select().from(orders).where(eq(orders.cartToken, token))).toHaveLength(1);
    expect(await client.get(cartId)).toBeNull();
    // One confirmation, in English, as HTML and text, for three submits.
    await expect.poll(() => mailsTo('erika@example.de').length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = mailsTo('erika@example.de');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your Kaffeekontor order ${number}`);
    expect(mails[0]?.text).toContain(`Order number: ${number}`);
    expect(mails[0]?.text).toContain('You may withdraw from your order within 14 days');
    expect(mails[0]?.html).toContain(`<strong>${number}</strong>`);
    expect(mails[0]?.text).toContain('VAT included at 7%: €1.04');
    // The checkout link of a spent cart leads to its confirmation.
    const again = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect(again.status).toBe(303);
  });

  it('lets one of two checkouts racing for the last units through and tells the other why', async () => {
    const client = cartClient(server);
    const carts = await Promise.all(
      [1, 2].map(() => client.create({ lines: [{ merchandiseId: variantGid(v.scarce.id), quantity: 3 }] })),
    );
    const paths = carts.map(({ cart }) => `${new URL(cart?.checkoutUrl ?? '').pathname}?lang=de`);
    const answers = await Promise.all(
      paths.map((path) => post(path, { ...valid, email: 'race@example.de' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
    const refused = answers.find((a) => a.status === 409);
    const page = (await refused?.text()) ?? '';
    expect(page).toContain(
      'Leider ist nicht mehr alles vorrätig. Bitte passen Sie Ihren Warenkorb an: Fixture 1: nicht mehr verfügbar',
    );
    // Nothing typed is lost.
    expect(page).toContain('value="race@example.de"');
    expect(page).toContain('value="Heidestraße 17"');
  });

  it('starts from the buyer identity the client gave the cart', async () => {
    const { cart } = await cartClient(server).create({
      lines: [{ merchandiseId: variantGid(v.espresso.id), quantity: 1 }],
      buyerIdentity: { email: 'known@example.at', countryCode: 'AT' },
    });
    const page = await (await fetch(cart?.checkoutUrl.replace(/^https?:\/\/[^/]+/, server.url) ?? '')).text();
    expect(page).toContain('name="email" value="known@example.at"');
    expect(page).toContain('<option value="AT" selected>');
  });

  it('refuses a form posted from another site', async () => {
    const { path } = await checkoutPath();
    const response = await post(path, valid, 'https://evil.example');
    expect(response.status).toBe(403);
    const crossSite = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams(valid).toString(),
    });
    expect(crossSite.status).toBe(403);
  });
});
