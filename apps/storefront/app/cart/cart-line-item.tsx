import { Link } from 'react-router';
import { imageSources } from '../catalog/image-sources.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { formatMoney } from '../i18n/format-money.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './cart.module.css';
import { CartForm } from './cart-form.tsx';
import { CartNotices } from './cart-notices.tsx';
import type { CartNotice } from './cart-result.ts';
import type { CartLineView } from './cart-view.ts';
import { cartPageMessages } from './page-messages.ts';

type Props = {
  line: CartLineView;
  currencyCode: string;
  notices: CartNotice[];
  /** The cart page shows discounts and the unit price; the minicart is compact. */
  detailed?: boolean;
};

/** A cart line: picture, title, variant, quantity stepper, remove, line total (minicart and cart page). */
export function CartLineItem({ line, currencyCode, notices, detailed = false }: Props) {
  const t = useMessages(cartPageMessages);
  const language = useLanguage();
  const money = (cents: number) => formatMoney({ amount: cents / 100, currencyCode }, language.locale);
  const pending = line.id.startsWith('pending:');
  const size = detailed ? 96 : 64;
  const noticeId = `notice-${line.id.replace(/\W/g, '')}`;
  return (
    <li className={classes.line} data-testid="cart-line" data-merchandise-id={line.merchandiseId}>
      <div className={classes.lineImage}>
        {line.image ? (
          <img {...imageSources(line.image.url, size)} alt="" width={size} height={size} loading="lazy" />
        ) : null}
      </div>
      <div className={classes.lineBody}>
        <Link
          to={`/${language.key}/p/${line.handle}`}
          className={classes.lineTitle}
          data-testid="cart-line-title"
        >
          {line.title}
        </Link>
        {line.variantTitle ? <span className={classes.muted}>{line.variantTitle}</span> : null}
        {detailed ? (
          <span className={classes.muted}>
            {t('cart.unitPrice')}: {money(line.unitPriceCents)}
          </span>
        ) : null}
        {detailed
          ? line.discounts.map((discount) => (
              <span
                key={discount.code ?? 'discount'}
                className={classes.discount}
                data-testid="cart-line-discount"
              >
                {discount.code ? t('cart.discountCode', { code: discount.code }) : t('cart.discount')}: −
                {money(discount.amountCents)}
              </span>
            ))
          : null}
        <div className={classes.lineActions}>
          <QuantityStepper
            line={line}
            disabled={pending}
            describedBy={notices.length > 0 ? noticeId : undefined}
          />
          <CartForm action="LinesRemove" inputs={{ lineId: line.id }}>
            <button
              type="submit"
              className={classes.linkButton}
              disabled={pending}
              aria-label={t('cart.removeLine', { title: line.title })}
              data-testid="cart-line-remove"
            >
              {t('cart.remove')}
            </button>
          </CartForm>
        </div>
        <CartNotices notices={notices} id={noticeId} />
      </div>
      <div className={classes.lineTotal} data-testid="cart-line-total">
        {line.totalCents !== line.subtotalCents ? (
          <s className={classes.muted}>{money(line.subtotalCents)}</s>
        ) : null}
        <span>{money(line.totalCents)}</span>
      </div>
    </li>
  );
}

function QuantityStepper({
  line,
  disabled,
  describedBy,
}: {
  line: CartLineView;
  disabled: boolean;
  describedBy: string | undefined;
}) {
  const t = useMessages(cartPageMessages);
  const inputs = (quantity: number) => ({ lineId: line.id, quantity: String(quantity) });
  return (
    <div className={classes.stepper}>
      <CartForm action="LinesUpdate" inputs={inputs(Math.max(0, line.quantity - 1))}>
        <button
          type="submit"
          className={classes.stepButton}
          disabled={disabled}
          aria-label={t('cart.decrease', { title: line.title })}
          data-testid="cart-line-decrease"
        >
          −
        </button>
      </CartForm>
      <CartForm action="LinesUpdate" inputs={{ lineId: line.id }} className={classes.quantityForm}>
        <input
          // A new quantity from the server replaces what the field shows.
          key={line.quantity}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={0}
          max={10000}
          defaultValue={line.quantity}
          disabled={disabled}
          aria-label={t('cart.quantityOf', { title: line.title })}
          aria-describedby={describedBy}
          className={classes.quantity}
          data-testid="cart-line-quantity"
          onBlur={(event) => {
            if (event.currentTarget.value !== String(line.quantity))
              event.currentTarget.form?.requestSubmit();
          }}
        />
        {/* Without JavaScript the field is sent with this button (or Enter). */}
        <noscript>
          <button type="submit" className={classes.linkButton}>
            {t('cart.update')}
          </button>
        </noscript>
      </CartForm>
      <CartForm action="LinesUpdate" inputs={inputs(line.quantity + 1)}>
        <button
          type="submit"
          className={classes.stepButton}
          disabled={disabled}
          aria-label={t('cart.increase', { title: line.title })}
          data-testid="cart-line-increase"
        >
          +
        </button>
      </CartForm>
    </div>
  );
}
