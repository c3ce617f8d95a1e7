import { z } from 'zod';

/** MoneyV2 as the API sends it: a Decimal string and an ISO currency code. */
export const moneySchema = z.object({
  amount: z.string().regex(/^-?\d+(\.\d+)?$/),
  currencyCode: z.string(),
});
export type Money = z.infer<typeof moneySchema>;

/** Formats a MoneyV2 for the page's locale, e.g. 4,90 € (de-DE) or €4.90 (en-GB). */
export function formatMoney(money: Money, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currencyCode }).format(
    Number(money.amount),
  );
}
