import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-databases.ts';
import { useTestService } from '../testing/test-service.ts';
import { newsletterSubscribers } from './newsletter-tables.ts';
import { linkIn, mailsTo, postSignUp, signUpFields } from './newsletter-test-helpers.ts';

describe.each(databaseKinds)('newsletter subscribe endpoint on $kind', ({ kind, skip }) => {
  const { server, database } = useTestService(kind, skip, {
    env: { NEWSLETTER_SIGNUPS_PER_CLIENT_PER_HOUR: '1000' },
  });

  it.skipIf(skip)(
    'answers the provider contract and mails the confirmation in the visitor language',
    async () => {
      const answer = await postSignUp(server, signUpFields('Anna.Berg@Example.com', 'EN'));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(await answer.json()).toEqual({ success: true, data: { is_subscribed: false } });
      const [mail, ...more] = await mailsTo(server, 'anna.berg@example.com');
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Please confirm your newsletter sign-up');
      expect(mail?.html).toContain('<html lang="en">');
      expect(mail?.text).toContain('Please confirm your sign-up with this link:');
      linkIn(server, mail, '/newsletter/confirm');
    },
  );

  it.skipIf(skip)(
    'refuses a missing field, a bad address, an unknown list and a non-form body with 400',
    async () => {
      const missing = await postSignUp(server, {
        g: 'newsletter',
        email: 'a@example.com',
        $fields: 'Language',
      });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({
        success: false,
        errors: [{ field: 'Language', message: 'The field Language is required.' }],
      });
      const invalid = await postSignUp(server, signUpFields('not-an-address@', 'DE'));
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toMatchObject({
        errors: [{ field: 'email', message: 'The e-mail address is not valid.' }],
      });
      const badLanguage = await postSignUp(server, signUpFields('b@example.com', 'FR'));
      expect(await badLanguage.json()).toMatchObject({ errors: [{ field: 'Language' }] });
      const list = await postSignUp(server, { ...signUpFields('c@example.com'), g: 'other' });
      expect(list.status).toBe(400);
      const json = await fetch(`${server.url}/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signUpFields('d@example.com')),
      });
      expect(json.status).toBe(400);
      expect((await fetch(`${server.url}/newsletter/subscribe`)).status).toBe(405);
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
        expect(await mailsTo(server, email)).toEqual([]);
      }
    },
  );

  it.skipIf(skip)(
    'double opt-in: pending gets the confirmation again, the link confirms once, then already subscribed',
    async () => {
      const email = 'jens@example.dk';
      await postSignUp(server, signUpFields(email, 'DA'));
      const again = await postSignUp(server, signUpFields(email, 'DA'));
      expect(await again.json()).toEqual({ success: true, data: { is_subscribed: false } });
      const [first, second] = await mailsTo(server, email);
      expect(second?.subject).toBe('Bekræft venligst din tilmelding til nyhedsbrevet');
      // Only the newest link works.
      expect((await fetch(linkIn(server, first, '/newsletter/confirm'))).status).toBe(404);
      const link = linkIn(server, second, '/newsletter/confirm');
      const page = await fetch(link);
      expect(page.status).toBe(200);
      const pageText = await page.text();
      expect(pageText).toContain('<html lang="da">');
      expect(pageText).toContain('Bekræft tilmelding');
      const token = new URL(link).searchParams.get('token') ?? '';
      const post = () =>
        fetch(`${server.url}/newsletter/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token }),
          redirect: 'manual',
        });
      const confirmed = await post();
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe(
        `/newsletter/confirm?token=${encodeURIComponent(token)}`,
      );
      // A second post (double click) changes nothing and issues no second voucher.
      expect((await post()).status).toBe(303);
      const mails = await mailsTo(server, email);
      expect(mails).toHaveLength(3);
      const code = /NL-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(mails[2]?.text ?? '')?.[0];
      expect(code).toBeDefined();
      expect(mails[2]?.subject).toBe('Velkommen til Kaffeekontors nyhedsbrev – din rabatkode på 5\u00a0€');
      const shown = await (await fetch(link)).text();
      expect(shown).toContain(code);
      const [row] = await database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      expect(row?.status).toBe('confirmed');
      // Signing up again: already subscribed, and no new mail.
      const already = await postSignUp(server, signUpFields('JENS@example.dk', 'DE'));
      expect(await already.json()).toEqual({ success: true, data: { is_subscribed: true } });
      expect(await mailsTo(server, email)).toHaveLength(3);
    },
  );

  it.skipIf(skip)('an expired link confirms nobody', async () => {
    const email = 'late@example.com';
    await postSignUp(server, signUpFields(email));
    await database.db
      .update(newsletterSubscribers)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    const link = linkIn(server, (await mailsTo(server, email))[0], '/newsletter/confirm');
    const page = await fetch(link);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Dieser Link ist nicht mehr gültig');
    await fetch(`${server.url}/newsletter/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }),
      redirect: 'manual',
    });
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row?.status).toBe('pending');
    expect(row?.voucherCodeId).toBeNull();
  });
});
