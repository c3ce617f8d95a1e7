import { includedVatByRate, standardVatRatePercent } from '@shop/shop-rules';
import type { OrderVat } from './order-tables.ts';

type TaxedLine = { totalCents: number; vatRatePercent: number };

/**
 * Shipping's share per rate: shipping follows the goods it carries, so a fee for coffee and a
 * grinder is split by their values (the method German tax offices accept for mixed rates), in
 * whole cents by largest remainder. Gift cards (0 %) carry none of it; a parcel of nothing else
 * taxable ships at the standard rate.
 */
function shippingShares(lines: readonly TaxedLine[], shippingCents: number) {
  if (shippingCents <= 0) return [];
  const byRate = new Map<number, number>();
  for (const line of lines) {
    if (line.vatRatePercent > 0 && line.totalCents > 0)
      byRate.set(line.vatRatePercent, (byRate.get(line.vatRatePercent) ?? 0) + line.totalCents);
  }
  const goods = [...byRate.values()].reduce((sum, cents) => sum + cents, 0);
  if (goods === 0) return [{ grossCents: shippingCents, ratePercent: standardVatRatePercent }];
  const shares = [...byRate].map(([ratePercent, cents]) => {
    const exact = (shippingCents * cents) / goods;
    return { ratePercent, grossCents: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = shippingCents - shares.reduce((sum, s) => sum + s.grossCents, 0);
  for (const share of [...shares].sort(
    (a, b) => b.remainder - a.remainder || b.ratePercent - a.ratePercent,
  )) {
    if (left <= 0) break;
    share.grossCents += 1;
    left -= 1;
  }
  return shares.map(({ ratePercent, grossCents }) => ({ ratePercent, grossCents }));
}

/**
 * The VAT included in an order, per rate, as its invoice states it (decision 0064): the lines'
 * amounts after discounts (a discount lowers the taxable amount, a gift card is a payment and does
 * not) plus the shipping's share, summed per rate and each sum's VAT rounded once. Rates of 0 %
 * (gift cards sold) are left out: they include no VAT.
 */
export function orderVat(lines: readonly TaxedLine[], shippingCents: number): OrderVat[] {
  return includedVatByRate([
    ...lines.map((line) => ({ grossCents: line.totalCents, ratePercent: line.vatRatePercent })),
    ...shippingShares(lines, shippingCents),
  ]).filter((entry) => entry.ratePercent > 0 && entry.grossCents > 0);
}
