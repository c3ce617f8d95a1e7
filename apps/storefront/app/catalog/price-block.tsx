import { Link } from 'react-router';
import { contentPagePath } from '../content/content-pages.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { formatMoney, type MoneyAmount } from '../i18n/format-money.ts';
import { useLanguage } from '../i18n/use-language.ts';
import hidden from '../shell/visually-hidden.module.css';
import classes from './catalog.module.css';
import { catalogMessages } from './messages.ts';
import type { UnitPriceProps } from './product-card.ts';
import { formatUnitPrice } from './unit-price.ts';

type Props = {
  price: MoneyAmount;
  /** Shown as "from …" (a product card whose variants cost different amounts). */
  priceVaries?: boolean;
  compareAtPrice?: MoneyAmount | null;
  unitPrice?: UnitPriceProps | null;
  /**
   * `card`: the price line and the tax note as two items of their card, the note a plain link (the
   * card's list handles its links' clicks, list-link-clicks.ts). `page`: the product page's larger
   * price, in a block of its own.
   */
  size?: 'card' | 'page';
};

/**
 * A price as German price-indication law wants it shown: the price (and the former price struck
 * through on offers), the unit price per kg or litre next to it, and "inkl. MwSt., zzgl. Versandkosten"
 * linked to the shipping page. Used by product cards and the product page.
 *
 * A card's price has no wrapping block: a 250-card page wrote the wrapper 250 times, and each element
 * is parsed, styled and laid out on the first load (issue 19); the card's own column places the two.
 */
export function PriceBlock({
  price,
  priceVaries = false,
  compareAtPrice = null,
  unitPrice = null,
  size = 'card',
}: Props) {
  const t = useMessages(catalogMessages);
  const language = useLanguage();
  const amount = formatMoney(price, language.locale);
  const shown = priceVaries ? t('from', { price: amount }) : amount;
  const line = (
    <p className={classes.priceLine}>
      {compareAtPrice ? (
        <>
          <span className={hidden.text}>{`${t('regularPrice')} `}</span>
          <s className={classes.compareAt} data-testid="compare-at-price">
            {formatMoney(compareAtPrice, language.locale)}
          </s>{' '}
          <span className={hidden.text}>{`${t('salePrice')} `}</span>
        </>
      ) : null}
      <span
        className={compareAtPrice ? `${classes.price} ${classes.sale}` : classes.price}
        data-testid="price"
        data-amount={price.amount}
      >
        {shown}
      </span>
      {unitPrice ? (
        // Whole strings, not text pieces: each piece would be a text node of its own to hydrate (and a
        // `<!-- -->` between pieces), on every card of a 250-card page (issue 19).
        <span className={classes.unitPrice} data-testid="unit-price">
          {' '}
          <span className={hidden.text}>{`${t('unitPrice')}: `}</span>
          {`(${formatUnitPrice(unitPrice, language.locale)})`}
        </span>
      ) : null}
    </p>
  );
  const shipping = contentPagePath('shipping', language.key);
  if (size === 'card')
    return (
      <>
        {line}
        <a href={shipping} className={classes.taxNote} data-discover="true">
          {t('taxNote')}
        </a>
      </>
    );
  return (
    <div className={`${classes.priceBlock} ${classes.pagePrice}`} data-testid="price-block">
      {line}
      <Link to={shipping} className={classes.taxNote}>
        {t('taxNote')}
      </Link>
    </div>
  );
}
