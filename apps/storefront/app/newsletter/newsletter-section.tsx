import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { newsletterMessages } from './messages.ts';
import classes from './newsletter.module.css';
import { NewsletterForm } from './newsletter-form.tsx';
import { NewsletterFrame } from './newsletter-frame.tsx';
import { NewsletterImage } from './newsletter-image.tsx';
import type { NewsletterResult } from './newsletter-rules.ts';
import { voucherAmounts } from './voucher-amounts.ts';

type Props = { serverResult?: NewsletterResult | undefined; imageLoading?: 'lazy' | 'eager' };

/** The block's frame; the newsletter page passes the answer of a post without JavaScript. */
export function NewsletterSection({ serverResult, imageLoading }: Props) {
  return (
    <NewsletterFrame>
      <NewsletterContent serverResult={serverResult} imageLoading={imageLoading} />
    </NewsletterFrame>
  );
}

/** Picture, texts and form. */
export function NewsletterContent({ serverResult, imageLoading = 'lazy' }: Props) {
  const t = useMessages(newsletterMessages);
  const language = useLanguage();
  const amounts = voucherAmounts(language.locale);
  return (
    <div className={classes.inner}>
      <NewsletterImage alt={t('newsletter.imageAlt')} loading={imageLoading} />
      <div>
        <h2 id="newsletter-title" className={classes.title}>
          {t('newsletter.title', amounts)}
        </h2>
        <p>{t('newsletter.text', amounts)}</p>
        <NewsletterForm serverResult={serverResult} />
      </div>
    </div>
  );
}
