import { isShippingCountry, isValidEmail } from '@shop/shop-rules';
import { z } from 'zod';
import type { OrderAddress } from '../orders/order-tables.ts';
import type { CheckoutMessages } from './messages.ts';

/** The form's fields as posted; every value a string, kept as typed to fill the form again. */
export const addressFields = [
  'firstName',
  'lastName',
  'company',
  'street',
  'postalCode',
  'city',
  'country',
] as const;
export type AddressField = (typeof addressFields)[number];

export type FormValues = Record<string, string>;

/** Field name → message key of `CheckoutMessages`. */
export type FieldErrors = Record<string, string>;

export type CheckoutSubmission = {
  email: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress | null;
  paymentMethod: 'invoice' | 'prepayment';
  idempotencyKey: string;
  expectedTotalCents: number | undefined;
};

type MessageKey = keyof Pick<
  CheckoutMessages,
  | 'required'
  | 'invalidEmail'
  | 'invalidPostalCode'
  | 'invalidCountry'
  | 'tooLong'
  | 'choosePayment'
  | 'acceptTerms'
>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'required' satisfies MessageKey })
    .max(max, { message: 'tooLong' satisfies MessageKey });

const address = z.object({
  firstName: text(100),
  lastName: text(100),
  company: z
    .string()
    .trim()
    .max(100, { message: 'tooLong' satisfies MessageKey }),
  street: text(200),
  // Postcodes of the EU shipping countries: digits, letters, blanks and dashes, 3 to 10 of them.
  postalCode: text(10).regex(/^[A-Za-z0-9 -]{3,10}$/, { message: 'invalidPostalCode' satisfies MessageKey }),
  city: text(100),
  country: z.string().refine(isShippingCountry, { message: 'invalidCountry' satisfies MessageKey }),
});

const form = z.object({
  email: z
    .string()
    .trim()
    .max(254, { message: 'invalidEmail' satisfies MessageKey })
    .refine(isValidEmail, { message: 'invalidEmail' satisfies MessageKey }),
  payment: z.enum(['invoice', 'prepayment'], { message: 'choosePayment' satisfies MessageKey }),
  terms: z.literal('on', { message: 'acceptTerms' satisfies MessageKey }),
});

/** The idempotency key the page put in the form; a fresh one is made when it is missing or odd. */
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const expectedTotal = z.coerce.number().int().min(0);

function prefixed(values: FormValues, prefix: string): Record<AddressField, string> {
  return Object.fromEntries(addressFields.map((f) => [f, values[`${prefix}${f}`] ?? ''])) as Record<
    AddressField,
    string
  >;
}

function collect(errors: FieldErrors, prefix: string, issues: readonly z.core.$ZodIssue[]): void {
  for (const issue of issues) {
    const field = `${prefix}${String(issue.path[0] ?? '')}`;
    errors[field] ??= issue.message;
  }
}

function toAddress(parsed: z.infer<typeof address>): OrderAddress {
  const { country, ...rest } = parsed;
  return { ...rest, countryCode: country };
}

/** Reads the posted fields: the form's values as strings (to show again) and only those. */
export function formValues(body: URLSearchParams): FormValues {
  const names = [
    'email',
    'billing',
    'payment',
    'terms',
    'idempotencyKey',
    'expectedTotal',
    'discountCode',
    'giftCardCode',
    ...addressFields.map((f) => `ship_${f}`),
    ...addressFields.map((f) => `bill_${f}`),
  ];
  return Object.fromEntries(names.map((name) => [name, body.get(name) ?? '']));
}

/**
 * Validates a posted checkout form: the submission, or the errors by field name as message keys.
 * The billing address is validated only when it differs from the delivery address.
 */
export function parseCheckoutForm(
  values: FormValues,
): { ok: true; submission: CheckoutSubmission } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const main = form.safeParse(values);
  if (!main.success) collect(errors, '', main.error.issues);
  const shipping = address.safeParse(prefixed(values, 'ship_'));
  if (!shipping.success) collect(errors, 'ship_', shipping.error.issues);
  const different = values.billing === 'different';
  const billing = different ? address.safeParse(prefixed(values, 'bill_')) : undefined;
  if (billing && !billing.success) collect(errors, 'bill_', billing.error.issues);
  if (!main.success || !shipping.success || (billing && !billing.success)) return { ok: false, errors };
  const key = idempotencyKey.safeParse(values.idempotencyKey);
  const total = expectedTotal.safeParse(values.expectedTotal);
  return {
    ok: true,
    submission: {
      email: main.data.email,
      shippingAddress: toAddress(shipping.data),
      billingAddress: billing?.success ? toAddress(billing.data) : null,
      paymentMethod: main.data.payment,
      idempotencyKey: key.success ? key.data : crypto.randomUUID(),
      expectedTotalCents: total.success && values.expectedTotal !== '' ? total.data : undefined,
    },
  };
}
