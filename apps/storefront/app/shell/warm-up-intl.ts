import { formatMoney } from '../i18n/format-money.ts';

/** Pages that show a date: an article's `<time>`, a product's best-before date. */
const showsDates = 'main time, [data-testid="best-before"]';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Loads the locale's `Intl` data before hydrating, a task for each kind. The first formatter of a page
 * loads the locale's number data (7–28 ms on a fast machine, measured in Chromium), the first date
 * formatter its calendar data (2–14 ms more); inside a slice of the hydration either made that slice a
 * long task, which Lighthouse's total blocking time counts four times over (decision 0075). Every page
 * shows a price; dates only where the page has them. format-money keeps the price formatter; a date
 * formatter made later is cheap once the data is loaded.
 */
export async function warmUpIntl(locale: string): Promise<void> {
  formatMoney({ amount: 0, currencyCode: 'EUR' }, locale);
  await nextTask();
  if (!document.querySelector(showsDates)) return;
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
  await nextTask();
}
