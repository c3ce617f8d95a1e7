import { freeShippingThresholdCents } from '@shop/shop-rules';
import { useMessages } from '../i18n/define-messages.ts';
import { formatEuro } from '../i18n/format-money.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { landmarkIds } from '../shell/skip-links.tsx';
import { Benefits } from './benefits.tsx';
import classes from './footer.module.css';
import { FooterColumns } from './footer-columns.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LegalLinks } from './legal-links.tsx';
import { footerMessages } from './messages.ts';
import { PaymentLogos } from './payment-logos.tsx';
import { ReviewScore } from './review-score.tsx';
import { SocialLinks } from './social-links.tsx';

/** Spec section 2, footer: every part is server HTML with real links; only the language menu needs a script. */
export function Footer({ shopName }: { shopName: string }) {
  const t = useMessages(footerMessages);
  const { locale } = useLanguage();
  return (
    <footer id={landmarkIds.footer} tabIndex={-1} className={classes.footer}>
      <div className={classes.grid}>
        <Benefits />
        <ReviewScore />
        <FooterColumns shopName={shopName} />
      </div>
      <div className={classes.band}>
        <div>
          <p className={classes.heading}>{t('paymentMethods')}</p>
          <PaymentLogos />
        </div>
        <div>
          <p className={classes.heading}>{t('followUs')}</p>
          <SocialLinks shopName={shopName} />
        </div>
        <LanguageSwitcher />
      </div>
      <div className={classes.bottom}>
        <LegalLinks />
        <p>{t('copyright', { year: new Date().getFullYear(), shop: shopName })}</p>
        <p className={classes.footnote}>
          {t('footnote', { amount: formatEuro(freeShippingThresholdCents / 100, locale) })}
        </p>
      </div>
    </footer>
  );
}
