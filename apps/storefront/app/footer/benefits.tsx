import { freeShippingThresholdCents } from '@shop/shop-rules';
import { useMessages } from '../i18n/define-messages.ts';
import { formatEuro } from '../i18n/format-money.ts';
import { shopFactValues } from '../i18n/shop-fact-values.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './footer.module.css';
import { footerMessages } from './messages.ts';

/** Spec section 2: delivery time, product amount, withdrawal, free shipping, CO2 compensated. */
export function Benefits() {
  const t = useMessages(footerMessages);
  const { locale } = useLanguage();
  const amount = formatEuro(freeShippingThresholdCents / 100, locale);
  const facts = shopFactValues(locale);
  const lines = [
    t('benefitDelivery', facts),
    t('benefitAssortment', facts),
    t('benefitWithdrawal', facts),
    t('benefitShipping', { amount }),
    t('benefitCo2'),
  ];
  return (
    <div className={classes.column}>
      <p className={classes.heading}>{t('benefits')}</p>
      <ul className={classes.benefits}>
        {lines.map((line) => (
          <li key={line}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
