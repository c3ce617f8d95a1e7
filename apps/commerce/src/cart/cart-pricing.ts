import { includedVatByRate } from '@shop/shop-rules';
import {
  type DiscountDefinition,
  discountAmount,
  isApplicable,
  normalizeDiscountCode,
} from '../discounts/discount-rules.ts';
import { allocateProportionally } from './allocate.ts';

export type PricedLineInput = {
  lineId: number;
  quantity: number;
  priceCents: number;
  /** Gift-card products are never discounted. */
  isGiftCard: boolean;
  /** The German VAT rate included in the price (shop-rules `vatRatePercent`). */
  vatRatePercent: number;
};

export type AppliedGiftCardInput = { id: number; lastCharacters: string; balanceCents: number };

export type CodeAllocation = { code: string; cents: number };

export type CartPricing = {
  subtotalCents: number;
  totalCents: number;
  totalQuantity: number;
  lines: { lineId: number; subtotalCents: number; totalCents: number; allocations: CodeAllocation[] }[];
  discountCodes: { code: string; applicable: boolean }[];
  discountAllocations: CodeAllocation[];
  giftCards: { id: number; lastCharacters: string; usedCents: number; balanceCents: number }[];
  /** The VAT included in the lines' totals after discounts, per rate; gift cards pay, they tax nothing. */
  vat: { ratePercent: number; grossCents: number; vatCents: number }[];
  /** The sum of `vat`. */
  taxCents: number;
};

/**
 * Prices a cart: line subtotals, then the applicable discount codes in the order entered (each
 * capped at what is still discountable and split across the lines with the largest-remainder
 * method), then gift cards in the order applied, never paying more than what is left.
 * All amounts are integer cents, so every total is the exact sum of its parts.
 */
export function priceCart(
  lines: readonly PricedLineInput[],
  codes: readonly string[],
  definitions: ReadonlyMap<string, DiscountDefinition>,
  giftCards: readonly AppliedGiftCardInput[],
  now: Date,
): CartPricing {
  const subtotals = lines.map((line) => line.priceCents * line.quantity);
  const remaining = lines.map((line, i) => (line.isGiftCard ? 0 : (subtotals[i] ?? 0)));
  const discountable = remaining.reduce((a, b) => a + b, 0);
  const allocations: CodeAllocation[][] = lines.map(() => []);
  const discountCodes: CartPricing['discountCodes'] = [];
  const discountAllocations: CodeAllocation[] = [];

  for (const code of codes) {
    const definition = definitions.get(normalizeDiscountCode(code));
    const applicable = definition !== undefined && isApplicable(definition, discountable, now);
    discountCodes.push({ code, applicable });
    if (!definition || !applicable) continue;
    const left = remaining.reduce((a, b) => a + b, 0);
    const amount = Math.min(discountAmount(definition, discountable), left);
    if (amount <= 0) continue;
    const parts = allocateProportionally(amount, remaining);
    parts.forEach((cents, i) => {
      if (cents === 0) return;
      remaining[i] = (remaining[i] ?? 0) - cents;
      allocations[i]?.push({ code, cents });
    });
    discountAllocations.push({ code, cents: amount });
  }

  const pricedLines = lines.map((line, i) => {
    const subtotalCents = subtotals[i] ?? 0;
    const lineAllocations = allocations[i] ?? [];
    const discounted = lineAllocations.reduce((a, b) => a + b.cents, 0);
    return {
      lineId: line.lineId,
      subtotalCents,
      totalCents: subtotalCents - discounted,
      allocations: lineAllocations,
    };
  });
  const subtotalCents = subtotals.reduce((a, b) => a + b, 0);
  let toPay = pricedLines.reduce((a, b) => a + b.totalCents, 0);
  const usedGiftCards = giftCards.map((card) => {
    const usedCents = Math.min(Math.max(card.balanceCents, 0), toPay);
    toPay -= usedCents;
    return { ...card, usedCents };
  });
  const vat = includedVatByRate(
    lines.map((line, i) => ({
      grossCents: pricedLines[i]?.totalCents ?? 0,
      ratePercent: line.vatRatePercent,
    })),
  );
  return {
    subtotalCents,
    vat,
    taxCents: vat.reduce((sum, rate) => sum + rate.vatCents, 0),
    totalCents: toPay,
    totalQuantity: lines.reduce((a, b) => a + b.quantity, 0),
    lines: pricedLines,
    discountCodes,
    discountAllocations,
    giftCards: usedGiftCards,
  };
}
