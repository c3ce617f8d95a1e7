import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-databases.ts';
import { useTestService } from '../testing/test-service.ts';
import { mailsTo, postSignUp, signUpFields } from './newsletter-test-helpers.ts';

describe.each(databaseKinds)('newsletter sign-up limits on $kind', ({ kind, skip }) => {
  const { server } = useTestService(kind, skip, {
    env: { NEWSLETTER_SIGNUPS_PER_CLIENT_PER_HOUR: '4', NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR: '2' },
  });
  // The storefront names its visitor with the private token; without it the header is not believed.
  const asBuyer = (ip: string) => ({
    'shopify-storefront-private-token': server.config.storefrontAccessToken,
    'shopify-storefront-buyer-ip': ip,
  });

  it.skipIf(skip)('limits one address to its budget of confirmation mails', async () => {
    const email = 'flood@example.com';
    const statuses = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await postSignUp(server, signUpFields(email), asBuyer(ip))).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await mailsTo(server, email)).toHaveLength(2);
  });

  it.skipIf(skip)('limits one client across addresses, other clients go on', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await postSignUp(server, signUpFields(`c${i}@example.com`), asBuyer('203.0.113.7'))).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await postSignUp(server, signUpFields('c5@example.com'), asBuyer('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await refused.json()).toMatchObject({ success: false });
    expect(await mailsTo(server, 'c5@example.com')).toEqual([]);
    const other = await postSignUp(server, signUpFields('c6@example.com'), asBuyer('203.0.113.8'));
    expect(other.status).toBe(200);
    // A forged buyer header without the token counts against the peer (this test's loopback address).
    const forged = await postSignUp(server, signUpFields('c7@example.com'), {
      'shopify-storefront-buyer-ip': '203.0.113.9',
    });
    expect(forged.status).toBe(200);
  });
});
