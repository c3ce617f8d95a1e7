import { freeShippingThresholdCents } from '@shop/shop-rules';
import { useMessages } from '../i18n/define-messages.ts';
import { formatEuro } from '../i18n/format-money.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { KeptMarkup } from '../shell/kept-markup.tsx';
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

/**
 * Spec section 2, footer: every part is server HTML with real links; only the language menu needs a
 * script. The rest keeps its server markup when the page hydrates (shell/kept-markup.tsx, decision
 * 0096): it was half the elements React hydrated on the home page, on every page. Its links are plain
 * anchors whose clicks one document listener takes over (navigation/site-link.tsx); the cookie link
 * is found by the consent launcher's document listener. It depends on the language (KeptMarkup's own
 * part of the comparison) and the shop's name.
 */
export function Footer({ shopName }: { shopName: string }) {
  const t = useMessages(footerMessages);
  const { locale } = useLanguage();
  return (
    <footer id={landmarkIds.footer} tabIndex={-1} className={classes.footer}>
      <KeptMarkup as="div" className={classes.grid} source={shopName}>
        <Benefits />
        <ReviewScore />
        <FooterColumns shopName={shopName} />
      </KeptMarkup>
      <div className={classes.band}>
        <KeptMarkup as="div" source={shopName}>
          <p className={classes.heading}>{t('paymentMethods')}</p>
          <PaymentLogos />
        </KeptMarkup>
        <KeptMarkup as="div" source={shopName}>
          <p className={classes.heading}>{t('followUs')}</p>
          <SocialLinks shopName={shopName} />
        </KeptMarkup>
        <LanguageSwitcher />
      </div>
      <KeptMarkup as="div" className={classes.bottom} source={shopName}>
        <LegalLinks />
        <p>{t('copyright', { year: new Date().getFullYear(), shop: shopName })}</p>
        <p className={classes.footnote}>
          {t('footnote', { amount: formatEuro(freeShippingThresholdCents / 100, locale) })}
        </p>
      </KeptMarkup>
    </footer>
  );
}
