/**
 * German VAT (Umsatzsteuer) on the shop's goods, included in every price (decision 0051).
 * Roasted coffee is a food of Anlage 2 UStG (no. 12) and takes the reduced rate; machines,
 * grinders, accessories and cups the standard rate. A gift card is a multi-purpose voucher
 * (§ 3 Abs. 15 UStG): no VAT when it is sold, the goods bought with it are taxed then.
 */
export const vatRatePercentByCategory = {
  coffee: 7,
  machine: 19,
  grinder: 19,
  accessory: 19,
  cup: 19,
  'gift-card': 0,
} as const satisfies Record<string, number>;

/** The standard rate, for a category this table does not know yet (never the lower one by mistake). */
export const standardVatRatePercent = 19;

const rates: ReadonlyMap<string, number> = new Map(Object.entries(vatRatePercentByCategory));

/** The VAT rate of a product of the given catalogue category, in percent. */
export function vatRatePercent(category: string): number {
  return rates.get(category) ?? standardVatRatePercent;
}

/** The VAT included in a gross amount in cents, rounded half up to the cent. */
export function includedVatCents(grossCents: number, ratePercent: number): number {
  return Math.round((grossCents * ratePercent) / (100 + ratePercent));
}

/**
 * The VAT included in amounts of several rates, as an invoice states it: the gross amounts summed
 * per rate, the VAT of each sum rounded once (not per line, which could be a cent off).
 */
export function includedVatByRate(amounts: readonly { grossCents: number; ratePercent: number }[]) {
  const grossByRate = new Map<number, number>();
  for (const { grossCents, ratePercent } of amounts) {
    grossByRate.set(ratePercent, (grossByRate.get(ratePercent) ?? 0) + grossCents);
  }
  return [...grossByRate]
    .sort(([a], [b]) => b - a)
    .map(([ratePercent, grossCents]) => ({
      ratePercent,
      grossCents,
      vatCents: includedVatCents(grossCents, ratePercent),
    }));
}
