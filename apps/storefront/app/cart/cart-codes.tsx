import { useId, useRef } from 'react';
import { useMessages } from '../i18n/define-messages.ts';
import classes from './cart.module.css';
import { CartForm } from './cart-form.tsx';
import { CartNotices, noticesFor } from './cart-notices.tsx';
import type { CartActionResult } from './cart-result.ts';
import type { CartView } from './cart-view.ts';
import { cartPageMessages } from './page-messages.ts';

type Props = { cart: CartView; result: CartActionResult | null };

/** Discount-code entry with the codes applied, and gift-card entry (cards are listed in the totals). */
export function CartCodes({ cart, result }: Props) {
  const t = useMessages(cartPageMessages);
  const codeNotices = noticesFor(result, ['discountCode']);
  const cardNotices = noticesFor(result, ['giftCardCode', 'giftCard']);
  // Each answer gives its field a fresh start: empty after success, what was typed after a failure.
  const answers = useRef<{ result: CartActionResult | null; count: number }>({ result, count: 0 });
  if (answers.current.result !== result) answers.current = { result, count: answers.current.count + 1 };
  const answerKey = (action: string) => (result?.action === action ? answers.current.count : 0);
  return (
    <div className={classes.codes}>
      {cart.discountCodes.length > 0 ? (
        <ul className={classes.codeList} data-testid="cart-discount-codes">
          {cart.discountCodes.map((code) => (
            <li key={code.code}>
              <span>{code.code}</span>
              <CartForm
                action="DiscountCodesUpdate"
                inputs={{ removeDiscountCode: code.code }}
                className={classes.inlineForm}
              >
                <button
                  type="submit"
                  className={classes.linkButton}
                  aria-label={t('cart.removeCode', { code: code.code })}
                >
                  {t('cart.remove')}
                </button>
              </CartForm>
            </li>
          ))}
        </ul>
      ) : null}
      <CodeField
        action="DiscountCodesUpdate"
        name="discountCode"
        label={t('cart.codeLabel')}
        typed={codeNotices.length > 0 ? result?.fields.discountCode : undefined}
        answerKey={answerKey('DiscountCodesUpdate')}
        notices={codeNotices}
        testId="discount-code"
      />
      <CodeField
        action="GiftCardCodesUpdate"
        name="giftCardCode"
        label={t('cart.giftCardLabel')}
        typed={cardNotices.length > 0 ? result?.fields.giftCardCode : undefined}
        answerKey={answerKey('GiftCardCodesUpdate')}
        notices={cardNotices}
        testId="gift-card-code"
      />
    </div>
  );
}

function CodeField({
  action,
  name,
  label,
  typed,
  answerKey,
  notices,
  testId,
}: {
  answerKey: number;
  action: 'DiscountCodesUpdate' | 'GiftCardCodesUpdate';
  name: string;
  label: string;
  typed: string | undefined;
  notices: ReturnType<typeof noticesFor>;
  testId: string;
}) {
  const t = useMessages(cartPageMessages);
  const id = useId();
  return (
    <CartForm action={action} className={classes.codeForm}>
      <label htmlFor={id}>{label}</label>
      <div className={classes.codeRow}>
        <input
          id={id}
          // What was typed comes back with a failed attempt (also without JavaScript).
          key={answerKey}
          name={name}
          defaultValue={typed ?? ''}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={255}
          required
          aria-invalid={notices.length > 0 || undefined}
          aria-describedby={notices.length > 0 ? `${id}-notice` : undefined}
          data-testid={`${testId}-input`}
        />
        <button type="submit" className={classes.secondaryButton} data-testid={`${testId}-apply`}>
          {t('cart.apply')}
        </button>
      </div>
      <CartNotices notices={notices} id={`${id}-notice`} />
    </CartForm>
  );
}
