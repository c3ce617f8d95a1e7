import type { OrderQuote } from '../orders/order-quote.ts';
import { html, type SafeHtml } from '../shared/html-template.ts';
import type { FieldErrors, FormValues } from './checkout-form.ts';
import { type CheckoutMessages, formatCentsFor } from './messages.ts';

/** The id of the checkout's form, which the code fields beside it belong to. */
export const checkoutFormId = 'checkout-form';

type CodeFieldsView = { m: CheckoutMessages; quote: OrderQuote; values: FormValues; errors: FieldErrors };

function codeField(view: CodeFieldsView, name: 'discountCode' | 'giftCardCode', intent: string): SafeHtml {
  const { m } = view;
  const key = view.errors[name];
  const message =
    key === 'throttled' ? m.throttled : key === 'giftCardInvalid' ? m.giftCardInvalid : m.codeNotApplied;
  return html`<div class="field">
  <label for="${name}">${m[name]}</label>
  <div class="code-entry">
    <input type="text" id="${name}" name="${name}" form="${checkoutFormId}" value="${view.values[name] ?? ''}" autocomplete="off" autocapitalize="characters" spellcheck="false" ${key ? html`aria-invalid="true" aria-describedby="${name}-error"` : ''}>
    <button type="submit" class="secondary" name="intent" value="${intent}" form="${checkoutFormId}">${m.apply}</button>
  </div>
  ${key ? html`<p class="error" id="${name}-error">${message}</p>` : ''}
</div>`;
}

/**
 * Discount-code and gift-card entry beside the order summary. The fields belong to the checkout
 * form (`form=`), so applying or removing a code posts everything typed and the page comes back
 * with it; they come after the form in the document, so Enter in an address field still means
 * the form's own button, never "Einlösen".
 */
export function codeFields(view: CodeFieldsView): SafeHtml {
  const { m, quote } = view;
  const money = (cents: number) => formatCentsFor(cents, m.locale);
  const applied = quote.discountCodes.filter((c) => c.applicable);
  return html`<section class="codes" aria-labelledby="codes-title">
  <h2 id="codes-title">${m.codesTitle}</h2>
  ${codeField(view, 'discountCode', 'applyCode')}
  ${
    applied.length > 0
      ? html`<ul class="applied">${applied.map(
          (c) =>
            html`<li><span>${c.code}</span><button type="submit" class="link" name="removeCode" value="${c.code}" form="${checkoutFormId}">${m.removeCode(c.code)}</button></li>`,
        )}</ul>`
      : ''
  }
  ${codeField(view, 'giftCardCode', 'applyGiftCard')}
  ${
    quote.giftCards.length > 0
      ? html`<ul class="applied">${quote.giftCards.map(
          (card) =>
            html`<li><span>${m.giftCard} …${card.lastCharacters} (−${money(card.cents)})</span><button type="submit" class="link" name="removeGiftCard" value="${String(card.id)}" form="${checkoutFormId}">${m.removeGiftCard(card.lastCharacters)}</button></li>`,
        )}</ul>`
      : ''
  }
</section>`;
}
