import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { newsletterSubscribers } from '../newsletter/newsletter-tables.ts';
import { linkIn, mailsTo, postSignUp, signUpFields } from '../newsletter/newsletter-test-helpers.ts';
import { orderLines, orders } from '../orders/order-tables.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import type { TestServer } from '../testing/test-server.ts';
import { useTestService } from '../testing/test-service.ts';
import { accountSignInTokens } from './account-tables.ts';

/** An order as checkout stores it, for the account to list. */
async function insertOrder(db: Database, email: string, number: string): Promise<void> {
  const address = {
    firstName: 'Anna',
    lastName: 'Berg',
    company: '',
    street: 'Kaffeestraße 1',
    postalCode: '20095',
    city: 'Hamburg',
    countryCode: 'DE',
  };
  const [order] = await db
    .insert(orders)
    .values({
      number,
      idempotencyKey: `key-${number}`,
      cartToken: `cart-${number}`,
      email,
      language: 'en',
      shippingAddress: address,
      shippingMethod: 'standard',
      shippingCents: 495,
      paymentMethod: 'invoice',
      subtotalCents: 2598,
      discountCents: 500,
      giftCardCents: 0,
      totalCents: 2593,
      discounts: [{ code: 'NL-ABCD-EFGH', cents: 500 }],
      giftCards: [],
      // 25.93 of coffee, 7 % included.
      vat: [{ ratePercent: 7, grossCents: 2593, vatCents: 170 }],
      termsAcceptedAt: new Date(),
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({
    orderId: order?.id ?? 0,
    position: 1,
    variantId: 101,
    productId: 1,
    sku: 'ESP-1',
    productTitle: 'Espresso Bar <Blend>',
    variantTitle: '1 kg',
    quantity: 2,
    unitPriceCents: 1299,
    subtotalCents: 2598,
    discountCents: 500,
    totalCents: 2098,
  });
}

const form = (
  server: TestServer,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

async function requestLink(server: TestServer, email: string, locale = 'en'): Promise<string> {
  const answer = await form(server, '/account/sign-in', { email, locale });
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe(`/account/sign-in/sent?locale=${locale}`);
  return linkIn(server, (await mailsTo(server, email)).at(-1), '/account/sign-in/verify');
}

async function signIn(server: TestServer, link: string): Promise<Response> {
  return form(server, '/account/sign-in/verify', {
    token: new URL(link).searchParams.get('token') ?? '',
    locale: 'en',
  });
}

const cookieOf = (answer: Response) => (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe.each(databaseKinds)('account site on $kind', ({ kind, skip }) => {
  const { server, database } = useTestService(kind, skip, {
    env: { ACCOUNT_SIGN_INS_PER_ADDRESS_PER_HOUR: '3' },
  });

  it.skipIf(skip)(
    'shows the sign-in form in the asked language and keeps a bad address with its error',
    async () => {
      const page = await fetch(`${server.url}/account?locale=da`);
      expect(page.status).toBe(200);
      const text = await page.text();
      expect(text).toContain('<html lang="da">');
      expect(text).toContain('Send login-link');
      const bad = await form(server, '/account/sign-in', { email: 'anna@', locale: 'de' });
      expect(bad.status).toBe(400);
      const badText = await bad.text();
      expect(badText).toContain('Bitte geben Sie eine gültige E-Mail Adresse ein.');
      expect(badText).toContain('value="anna@"');
      expect(await mailsTo(server, 'anna@')).toEqual([]);
    },
  );

  it.skipIf(skip)('signs in once with the mailed link and shows orders with status and lines', async () => {
    const email = 'anna.berg@example.com';
    await insertOrder(database.db, email, 'KK-10001');
    await insertOrder(database.db, 'someone.else@example.com', 'KK-10002');
    const link = await requestLink(server, 'Anna.Berg@example.com');
    const [mail] = await mailsTo(server, email);
    expect(mail?.subject).toBe('Your Kaffeekontor sign-in link');
    // Opening the link shows a button and uses nothing (mail scanners open links too).
    expect((await fetch(link)).status).toBe(200);
    expect(await (await fetch(link)).text()).toContain('Sign in as anna.berg@example.com.');
    const signedIn = await signIn(server, link);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/account?locale=en');
    const setCookie = signedIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^account_session=[A-Za-z0-9_-]{43}; Path=\/account; HttpOnly; SameSite=Lax; Max-Age=2592000$/,
    );
    const overview = await (
      await fetch(`${server.url}/account?locale=en`, { headers: { cookie: cookieOf(signedIn) } })
    ).text();
    expect(overview).toContain('Signed in as anna.berg@example.com');
    expect(overview).toContain('Order KK-10001');
    expect(overview).not.toContain('KK-10002');
    expect(overview).toContain('Processing');
    expect(overview).toContain('Espresso Bar &lt;Blend&gt;');
    // Lines before the discount, then shipping, the discount and the total: 25.98 + 4.95 − 5.00.
    expect(overview).toContain('€25.98');
    expect(overview).toContain('−€5.00');
    expect(overview).toContain('€25.93');
    expect(overview).toMatch(/VAT included at 7%<\/td><td class="num">€1\.70</);
    // The link works once: a second use and a second view are refused.
    expect((await signIn(server, link)).status).toBe(404);
    expect((await fetch(link)).status).toBe(404);
    // Without the cookie, or with a made-up one, the sign-in form.
    const forged = await fetch(`${server.url}/account?locale=en`, {
      headers: { cookie: 'account_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(await forged.text()).toContain('Send sign-in link');
    // Signing out ends the session on the server too.
    const out = await form(server, '/account/sign-out', { locale: 'en' }, { cookie: cookieOf(signedIn) });
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    const after = await fetch(`${server.url}/account?locale=en`, { headers: { cookie: cookieOf(signedIn) } });
    expect(await after.text()).toContain('Send sign-in link');
  });

  it.skipIf(skip)('refuses an expired link', async () => {
    const email = 'late@example.com';
    const link = await requestLink(server, email);
    await database.db
      .update(accountSignInTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountSignInTokens.email, email));
    const page = await fetch(link);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This sign-in link is no longer valid');
    const answer = await signIn(server, link);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it.skipIf(skip)('shows the newsletter status and unsubscribes', async () => {
    const email = 'reader@example.com';
    await postSignUp(server, signUpFields(email, 'EN'));
    const confirm = linkIn(server, (await mailsTo(server, email))[0], '/newsletter/confirm');
    await form(server, '/newsletter/confirm', { token: new URL(confirm).searchParams.get('token') ?? '' });
    const session = cookieOf(await signIn(server, await requestLink(server, email)));
    const before = await (
      await fetch(`${server.url}/account?locale=en`, { headers: { cookie: session } })
    ).text();
    expect(before).toContain('You receive our newsletter.');
    const done = await form(server, '/account/newsletter/unsubscribe', { locale: 'en' }, { cookie: session });
    expect(done.status).toBe(303);
    const after = await (
      await fetch(`${server.url}${done.headers.get('location')}`, { headers: { cookie: session } })
    ).text();
    expect(after).toContain('You have been unsubscribed from the newsletter.');
    expect(after).toContain('You have unsubscribed from the newsletter.');
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row?.status).toBe('unsubscribed');
    // Unsubscribed, a new sign-up is a new double opt-in.
    expect(await (await postSignUp(server, signUpFields(email, 'EN'))).json()).toEqual({
      success: true,
      data: { is_subscribed: false },
    });
  });

  it.skipIf(skip)('refuses posts from other sites and limits links per address', async () => {
    const foreign = await form(
      server,
      '/account/sign-in',
      { email: 'x@example.com', locale: 'en' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await form(server, '/account/sign-in', { email: 'many@example.com', locale: 'de' })).status,
      );
    expect(statuses).toEqual([303, 303, 303, 429]);
    expect(await mailsTo(server, 'many@example.com')).toHaveLength(3);
  });
});
