import type { DiscountKind } from './discount-tables.ts';

export type DiscountDefinition = {
  code: string;
  kind: DiscountKind;
  /** Percent for `percentage`, cents for `fixed_amount`. */
  value: number;
  minimumSubtotalCents: number;
  startsAt: Date;
  endsAt: Date | null;
};

/** Codes match case-insensitively and without surrounding blanks. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Removes blanks and case-insensitive duplicates, keeping the first spelling and the order,
 * as the platform does when the same code is entered twice.
 */
export function dedupeCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of codes) {
    const code = raw.trim();
    const key = normalizeDiscountCode(code);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(code);
  }
  return result;
}

/** Whether a known code can apply now to a cart whose discountable subtotal is given. */
export function isApplicable(discount: DiscountDefinition, discountableCents: number, now: Date): boolean {
  if (discount.startsAt > now) return false;
  if (discount.endsAt && discount.endsAt <= now) return false;
  if (discountableCents <= 0) return false;
  return discountableCents >= discount.minimumSubtotalCents;
}

/** The full amount the code takes off, before capping at what is left to discount. */
export function discountAmount(discount: DiscountDefinition, discountableCents: number): number {
  if (discount.kind === 'percentage') return Math.round((discountableCents * discount.value) / 100);
  return discount.value;
}
