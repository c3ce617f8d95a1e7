import { useMessages } from '../i18n/define-messages.ts';
import { formatLongDate } from '../i18n/long-date.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { productMessages } from './messages.ts';
import classes from './product.module.css';
import type { ProductView, VariantView } from './product-view.ts';

/** "1. Mai 2027" in the page's language; the date is a calendar day, so no time zone may shift it. */
function formatDay(isoDate: string, locale: string): string {
  return formatLongDate(new Date(`${isoDate}T00:00:00Z`), locale);
}

/** The product's note, the chosen variant's best-before date (where given) and its item number. */
export function ProductFacts({ product, variant }: { product: ProductView; variant: VariantView }) {
  const t = useMessages(productMessages);
  const language = useLanguage();
  return (
    <div className={classes.facts}>
      {product.note ? (
        <p className={classes.note} data-testid="product-note">
          {product.note}
        </p>
      ) : null}
      {variant.bestBeforeDate ? (
        <p data-testid="best-before">
          {t('bestBefore', { date: formatDay(variant.bestBeforeDate, language.locale) })}
        </p>
      ) : null}
      {variant.sku ? <p className={classes.sku}>{t('sku', { sku: variant.sku })}</p> : null}
    </div>
  );
}
