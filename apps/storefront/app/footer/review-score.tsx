import { reviewSummary } from '@shop/shop-rules';
import { useMessages } from '../i18n/define-messages.ts';
import { numberFormat } from '../i18n/format-money.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { reviewsUrl } from '../seo/organisation.ts';
import classes from './footer.module.css';
import { footerMessages } from './messages.ts';
import { StarRating } from './star-rating.tsx';

/** Spec section 2: the average score and review count with stars at half-star precision, and the trust badge. */
export function ReviewScore() {
  const t = useMessages(footerMessages);
  const { locale } = useLanguage();
  // Kept formatters: `toLocaleString` makes a new one per call, on every page's footer.
  const rating = numberFormat(locale, 'rating', { minimumFractionDigits: 2 }).format(
    reviewSummary.averageRating,
  );
  const count = numberFormat(locale, 'plain', {}).format(reviewSummary.reviewCount);
  return (
    <div className={classes.reviews}>
      <p className={classes.heading}>{t('reviewsHeading')}</p>
      {/* The stars are decorative; the wrapper is the image with the score as its name. */}
      <div role="img" aria-label={t('ratingLabel', { rating })} className={classes.stars}>
        <StarRating value={reviewSummary.averageRating} />
      </div>
      <p className={classes.score} data-testid="review-score">
        <strong>{t('ratingText', { label: t('label_EXCELLENT'), rating })}</strong>
        <br />
        {t('reviewCount', { count })}
      </p>
      <a href={reviewsUrl} className={classes.trustBadge} rel="noopener" target="_blank">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="#ffdc0f" />
          <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#000" strokeWidth="2.2" />
        </svg>
        {t('trustBadge')}
      </a>
    </div>
  );
}
