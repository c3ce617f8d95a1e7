import { useMatches } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { formatEuro } from './format-euro.ts';
import { newsletterMessages } from './messages.ts';
import classes from './newsletter.module.css';
import { NewsletterForm } from './newsletter-form.tsx';
import { NewsletterImage } from './newsletter-image.tsx';
import { type NewsletterResult, voucher } from './newsletter-rules.ts';

/** Route id of the newsletter page, which shows this block itself (with the result of a post). */
export const newsletterRouteId = 'routes/newsletter';

/**
 * The sign-up block above the footer (spec section 2). Place it once in the page shell; on the
 * newsletter page it steps aside, because that page renders it with the answer to a form post.
 */
export function NewsletterBlock() {
  const onNewsletterPage = useMatches().some((match) => match.id === newsletterRouteId);
  return onNewsletterPage ? null : <NewsletterSection />;
}

/** The block itself; the newsletter page passes the answer of a post without JavaScript. */
export function NewsletterSection({ serverResult }: { serverResult?: NewsletterResult | undefined }) {
  const t = useMessages(newsletterMessages);
  const language = useLanguage();
  const amounts = {
    voucher: formatEuro(voucher.amount, language.locale),
    minimum: formatEuro(voucher.minimumOrder, language.locale),
  };
  return (
    <section className={classes.block} aria-labelledby="newsletter-title" data-testid="newsletter-block">
      <div className={classes.inner}>
        <NewsletterImage alt={t('newsletter.imageAlt')} />
        <div>
          <h2 id="newsletter-title" className={classes.title}>
            {t('newsletter.title', amounts)}
          </h2>
          <p>{t('newsletter.text', amounts)}</p>
          <NewsletterForm serverResult={serverResult} />
        </div>
      </div>
    </section>
  );
}
