import { describe, expect, it } from 'vitest';
import { hasErrors, validateNewsletter } from './newsletter-rules.ts';

describe('newsletter rules (spec section 5)', () => {
  it.each(['anna.mueller@example.de', 'a_b%c+d-e@sub.domain.coffee', 'X9@host.dk'])('accepts %s', (email) => {
    expect(validateNewsletter({ email, privacyPolicyAccepted: true }).email).toBeUndefined();
  });

  it.each([
    'anna',
    'anna@',
    'anna@example',
    'anna@example.d',
    'anna@example.d3',
    'an na@example.de',
    'anna@@example.de',
    'jörg@example.de',
  ])('rejects %s', (email) => {
    expect(validateNewsletter({ email, privacyPolicyAccepted: true }).email).toBe('newsletter.invalidEmail');
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
