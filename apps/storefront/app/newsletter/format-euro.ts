/** Whole euro amounts in the page's locale: 5 € (de-DE, da-DK), €5 (en-GB). */
export function formatEuro(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}
