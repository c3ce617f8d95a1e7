import { describe, expect, it } from 'vitest';
import { hasErrors, validateNewsletter } from './newsletter-rules.ts';

describe('newsletter rules (spec section 5)', () => {
  // The address rule itself is tested with @shop/shop-rules; here, that the form applies it to the
  // trimmed input.
  it('checks the address by the shop rule, after trimming', () => {
    expect(
      validateNewsletter({ email: ' a_b%c+d-e@sub.domain.coffee ', privacyPolicyAccepted: true }),
    ).toEqual({});
    expect(validateNewsletter({ email: 'jörg@example.de', privacyPolicyAccepted: true }).email).toBe(
      'newsletter.invalidEmail',
    );
  });

  it('asks for both fields and passes when both are right', () => {
    expect(validateNewsletter({ email: 'x', privacyPolicyAccepted: false })).toEqual({
      email: 'newsletter.invalidEmail',
      privacy: 'newsletter.privacyRequired',
    });
    const ok = validateNewsletter({ email: ' anna@example.de ', privacyPolicyAccepted: true });
    expect(hasErrors(ok)).toBe(false);
  });
});
