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
  /** `page` for the product page's larger price. */
  size?: 'card' | 'page';
  /** A plain link for the tax note, inside a list that handles its links' clicks (list-link-clicks.ts). */
  plainLink?: boolean;
};

/**
 * A price as German price-indication law wants it shown: the price (and the former price struck
 * through on offers), the unit price per kg or litre next to it, and "inkl. MwSt., zzgl. Versandkosten"
 * linked to the shipping page. Used by product cards, the product page and the cart.
 */
export function PriceBlock({
  price,
  priceVaries = false,
  compareAtPrice = null,
  unitPrice = null,
  size = 'card',
  plainLink = false,
}: Props) {
  const t = useMessages(catalogMessages);
  const language = useLanguage();
  const amount = formatMoney(price, language.locale);
  const shown = priceVaries ? t('from', { price: amount }) : amount;
  return (
    <div
      className={size === 'page' ? `${classes.priceBlock} ${classes.pagePrice}` : classes.priceBlock}
      data-testid="price-block"
    >
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
      {plainLink ? (
        <a href={contentPagePath('shipping', language.key)} className={classes.taxNote} data-discover="true">
          {t('taxNote')}
        </a>
      ) : (
        <Link to={contentPagePath('shipping', language.key)} className={classes.taxNote}>
          {t('taxNote')}
        </Link>
      )}
    </div>
  );
}
