import { newsletterVoucher } from '@shop/shop-rules';
import type { DiscountCode, GiftCard } from './catalog-types.ts';
import type { Random } from './random.ts';

/** The newsletter voucher of the specification: 5 EUR off from 25 EUR, once per customer. */
export const NEWSLETTER_CODE = 'WILLKOMMEN5';

export const DISCOUNT_CODES: readonly DiscountCode[] = [
  {
    id: 1,
    code: NEWSLETTER_CODE,
    kind: 'fixed_amount',
    value: newsletterVoucher.valueCents,
    minimumSubtotalCents: newsletterVoucher.minimumSubtotalCents,
    startsAt: '2024-01-01T00:00:00.000Z',
    endsAt: null,
    oncePerCustomer: newsletterVoucher.oncePerCustomer,
    title: { de: 'Newsletter-Gutschein 5 €', en: 'Newsletter voucher €5', da: 'Nyhedsbrevsrabat 5 €' },
  },
  {
    id: 2,
    code: 'KAFFEE10',
    kind: 'percentage',
    value: 10,
    minimumSubtotalCents: 0,
    startsAt: '2026-10-01T00:00:00.000Z',
    endsAt: '2027-03-31T23:59:59.000Z',
    oncePerCustomer: false,
    title: { de: '10 % auf alles', en: '10% off everything', da: '10 % på alt' },
  },
  {
    id: 3,
    code: 'BARISTA15',
    kind: 'fixed_amount',
    value: 1500,
    minimumSubtotalCents: 0,
    startsAt: '2026-09-01T00:00:00.000Z',
    endsAt: '2027-12-31T23:59:59.000Z',
    oncePerCustomer: false,
    title: { de: '15 € Rabatt', en: '€15 off', da: '15 € rabat' },
  },
  {
    id: 4,
    code: 'SOMMER2025',
    kind: 'percentage',
    value: 15,
    minimumSubtotalCents: 0,
    startsAt: '2025-06-01T00:00:00.000Z',
    endsAt: '2025-08-31T23:59:59.000Z',
    oncePerCustomer: false,
    title: {
      de: 'Sommeraktion 2025 (abgelaufen)',
      en: 'Summer sale 2025 (expired)',
      da: 'Sommerkampagne 2025 (udløbet)',
    },
  },
  {
    id: 5,
    code: 'MASCHINE50',
    kind: 'fixed_amount',
    value: 5000,
    minimumSubtotalCents: 50000,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-24T23:59:59.000Z',
    oncePerCustomer: true,
    title: { de: '50 € ab 500 € Bestellwert', en: '€50 off orders from €500', da: '50 € ved køb over 500 €' },
  },
];

/**
 * A gift card anyone may try in the cart (README): 50 EUR, never expiring. Its code is public, so it is
 * a demonstration, not a payment: a shop going live removes it.
 */
export const DEMO_GIFT_CARD_CODE = 'KAFFEEKONTOR0050';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Gift cards with balances for cart tests; codes are 16 characters from a seeded PRNG. */
export function buildGiftCards(rnd: Random): GiftCard[] {
  const plan: [number, number, string | null][] = [
    [2500, 2500, null],
    [5000, 5000, '2029-12-31'],
    [10000, 3750, null],
    [2500, 0, null],
    [1000, 1000, '2025-12-31'],
    [15000, 15000, null],
  ];
  const cards: GiftCard[] = plan.map(([initial, balance, expiresOn], i): GiftCard => {
    let code = '';
    for (let k = 0; k < 16; k++) code += CODE_ALPHABET[Math.floor(rnd.next() * CODE_ALPHABET.length)];
    return {
      id: i + 1,
      code,
      lastCharacters: code.slice(-4),
      initialBalanceCents: initial,
      balanceCents: balance,
      currency: 'EUR',
      expiresOn,
    };
  });
  cards.push({
    id: plan.length + 1,
    code: DEMO_GIFT_CARD_CODE,
    lastCharacters: DEMO_GIFT_CARD_CODE.slice(-4),
    initialBalanceCents: 5000,
    balanceCents: 5000,
    currency: 'EUR',
    expiresOn: null,
  });
  return cards;
}
