import { describe, expect, it } from 'vitest';
import { insertCartFixtures, fixtureVariants as v } from '../cart/cart-fixtures.ts';
import { cartClient, linesOf, variantGid } from '../cart/cart-test-client.ts';
import { linkIn, mailsTo, postSignUp, signUpFields } from '../newsletter/newsletter-test-helpers.ts';
import { useTestCluster } from '../testing/test-cluster.ts';
import { postgresAvailable } from '../testing/test-databases.ts';
import type { TestServer } from '../testing/test-server.ts';

/**
 * What a load balancer does to a visitor: each request may land on another instance. Carts, rate
 * limits and one-time tokens must hold there as on one instance (issue 19, "Scale-out"); each
 * instance below has its own pool, caches and outbox, and only the database in common.
 */
describe('two instances of the service on one PostgreSQL database', () => {
  const skip = !postgresAvailable;
  const { instances } = useTestCluster(skip, {
    prepare: insertCartFixtures,
    env: {
      CODE_ATTEMPTS_PER_MINUTE: '4',
      NEWSLETTER_SIGNUPS_PER_CLIENT_PER_HOUR: '4',
      NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR: '2',
      ACCOUNT_SIGN_INS_PER_ADDRESS_PER_HOUR: '2',
    },
  });
  const [a, b] = instances;
  const on = (i: number) => (i % 2 === 0 ? a : b);
  // The storefront names its visitor with the private token (each test its own visitor).
  const asBuyer = (server: TestServer, ip: string) => ({
    'shopify-storefront-private-token': server.config.storefrontAccessToken,
    'shopify-storefront-buyer-ip': ip,
  });

  it.skipIf(skip)('keeps every change of one cart made on either instance, also at once', async () => {
    const { cart } = await cartClient(a).create();
    const id = cart?.id ?? '';
    const line = [{ merchandiseId: variantGid(v.plenty.id), quantity: 1 }];
    const payloads = await Promise.all(Array.from({ length: 60 }, (_, i) => cartClient(on(i)).add(id, line)));
    expect(payloads.flatMap((p) => p.userErrors)).toEqual([]);
    for (const server of [a, b]) {
      expect(linesOf(await cartClient(server).get(id)).map((l) => l.quantity)).toEqual([60]);
    }
    // A line added on B, changed on A, removed on B: each instance sees the other's last word.
    const added = await cartClient(b).add(id, [{ merchandiseId: variantGid(v.espresso.id), quantity: 1 }]);
    const espresso = linesOf(added.cart).find((l) => l.merchandise.id === variantGid(v.espresso.id));
    const changed = await cartClient(a).update(id, [{ id: espresso?.id, quantity: 3 }]);
    expect(linesOf(changed.cart).map((l) => l.quantity)).toEqual([60, 3]);
    await cartClient(b).remove(id, [espresso?.id ?? '']);
    expect((await cartClient(a).get(id))?.totalQuantity).toBe(60);
  });

  it.skipIf(skip)('spends one budget of code attempts, whichever instance is asked', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { cart } = await cartClient(on(i)).create();
      const body = await cartClient(on(i)).run<unknown>(
        'mutation($cartId: ID!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: ["GUESS0000000"]) { userErrors { code } } }',
        { cartId: cart?.id },
      );
      codes.push(body.errors?.[0]?.extensions?.code);
    }
    // Four a minute in all: alone, each instance would still allow two more.
    expect(codes).toEqual([undefined, undefined, undefined, undefined, 'THROTTLED']);
  });

  it.skipIf(skip)('limits newsletter sign-ups per visitor and per address across instances', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await postSignUp(
        on(i),
        signUpFields(`c${i}@example.com`),
        asBuyer(on(i), '203.0.113.7'),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const address = 'flood@example.com';
    const perAddress = [];
    for (const [i, ip] of ['198.51.100.1', '198.51.100.2', '198.51.100.3'].entries()) {
      perAddress.push((await postSignUp(on(i), signUpFields(address), asBuyer(on(i), ip))).status);
    }
    expect(perAddress).toEqual([200, 200, 429]);
  });

  const form = (server: TestServer, path: string, fields: Record<string, string>, cookie = '') =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  it.skipIf(skip)('limits sign-in links per address across instances', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await form(on(i), '/account/sign-in', { email: 'many@example.com', locale: 'de' })).status,
      );
    }
    expect(statuses).toEqual([303, 303, 429]);
  });

  it.skipIf(skip)('signs in once with a link mailed by one instance and used on the other', async () => {
    const email = 'anna.berg@example.com';
    expect((await form(a, '/account/sign-in', { email, locale: 'en' })).status).toBe(303);
    // The mail is in the outbox of the instance that sent it; the link works on any.
    const link = linkIn(b, (await mailsTo(a, email)).at(-1), '/account/sign-in/verify');
    const token = new URL(link).searchParams.get('token') ?? '';
    const signedIn = await form(b, '/account/sign-in/verify', { token, locale: 'en' });
    expect(signedIn.status).toBe(303);
    const session = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const overview = await fetch(`${a.url}/account?locale=en`, { headers: { cookie: session } });
    expect(await overview.text()).toContain(`Signed in as ${email}`);
    // Used on B, the link is spent on A too.
    expect((await form(a, '/account/sign-in/verify', { token, locale: 'en' })).status).toBe(404);
    // Signed out on A, the session is gone on B.
    await form(a, '/account/sign-out', { locale: 'en' }, session);
    const after = await fetch(`${b.url}/account?locale=en`, { headers: { cookie: session } });
    expect(await after.text()).toContain('Send sign-in link');
  });

  it.skipIf(skip)('confirms a newsletter sign-up once, whichever instances mail and confirm', async () => {
    const email = 'jens@example.dk';
    await postSignUp(a, signUpFields(email, 'DA'), asBuyer(a, '192.0.2.10'));
    await postSignUp(b, signUpFields(email, 'DA'), asBuyer(b, '192.0.2.10'));
    const [fromA] = await mailsTo(a, email);
    const [fromB] = await mailsTo(b, email);
    // The second sign-up on B replaced the link A mailed: only the newest works, on either instance.
    expect((await fetch(linkIn(b, fromA, '/newsletter/confirm'))).status).toBe(404);
    const token = new URL(linkIn(a, fromB, '/newsletter/confirm')).searchParams.get('token') ?? '';
    expect((await form(a, '/newsletter/confirm', { token })).status).toBe(303);
    // Confirmed on A, a second post on B (a double click sent elsewhere) issues no second voucher.
    expect((await form(b, '/newsletter/confirm', { token })).status).toBe(303);
    const vouchers = [...(await mailsTo(a, email)), ...(await mailsTo(b, email))].filter((mail) =>
      /NL-[A-Z2-9]{4}-[A-Z2-9]{4}/.test(mail.text),
    );
    expect(vouchers).toHaveLength(1);
  });
});
