import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('the e-mail rule (spec section 5)', () => {
  it.each(['anna.mueller@example.de', 'a_b%c+d-e@sub.domain.coffee', 'X9@host.dk'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
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
    expect(isValidEmail(email)).toBe(false);
  });
});
