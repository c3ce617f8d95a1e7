/** Integer cents to the platform's MoneyV2 with a Decimal string: 490 → "4.90". */
export function money(cents: number): { amount: string; currencyCode: 'EUR' } {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return {
    amount: `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`,
    currencyCode: 'EUR',
  };
}
