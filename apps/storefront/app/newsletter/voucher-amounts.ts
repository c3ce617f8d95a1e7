import { newsletterVoucher } from '@shop/shop-rules';
import { formatEuro } from '../i18n/format-money.ts';

/** The sign-up voucher's value and minimum order as the page language writes them, for the texts. */
export function voucherAmounts(locale: string): { voucher: string; minimum: string } {
  return {
    voucher: formatEuro(newsletterVoucher.valueCents / 100, locale),
    minimum: formatEuro(newsletterVoucher.minimumSubtotalCents / 100, locale),
  };
}
