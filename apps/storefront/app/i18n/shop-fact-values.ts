import { assortmentProductsOver, deliveryDays, withdrawalPeriodDays } from '@shop/shop-rules';
import { numberFormat } from './format-money.ts';

/**
 * The business constants that texts mention (delivery time, assortment, withdrawal period), as message
 * values in the page's number format, so a changed constant changes every text that states it.
 */
export function shopFactValues(locale: string) {
  const format = (value: number) => numberFormat(locale, 'plain', {}).format(value);
  return {
    deliveryMin: format(deliveryDays.min),
    deliveryMax: format(deliveryDays.max),
    assortment: format(assortmentProductsOver),
    withdrawalDays: format(withdrawalPeriodDays),
  };
}
