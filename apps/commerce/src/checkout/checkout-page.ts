import { shippingCountryCodes } from '@shop/shop-rules';
import type { OrderQuote } from '../orders/order-quote.ts';
import type { OrderLanguage } from '../orders/order-tables.ts';
import { flag, html, type SafeHtml } from '../shared/html-template.ts';
import type { FieldErrors, FormValues } from './checkout-form.ts';
import { checkoutFormId, codeFields } from './code-fields.ts';
import { type CheckoutMessages, formatCentsFor } from './messages.ts';
import { orderSummary, quoteSummary } from './order-summary.ts';

export type CheckoutView = {
  m: CheckoutMessages;
  language: OrderLanguage;
  quote: OrderQuote;
  values: FormValues;
  errors: FieldErrors;
  /** Messages about the whole order (stock, used codes, a changed total), shown above the form. */
  problems: string[];
  action: string;
  idempotencyKey: string;
  links: { terms: string; withdrawal: string; cart: string };
};

/** The shipping countries of spec section 9, named and sorted in the visitor's language. */
export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return shippingCountryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

function fieldError(view: CheckoutView, name: string): SafeHtml | '' {
  const key = view.errors[name];
  if (!key) return '';
  return html`<p class="error" id="${name}-error">${messageOf(view.m, key)}</p>`;
}

/** The text of a message key (an error, a field's label); an unknown key shows the fallback. */
function messageOf(m: CheckoutMessages, key: string, fallback: string = m.required): string {
  const value = (m as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : fallback;
}

function invalid(view: CheckoutView, name: string): SafeHtml {
  return view.errors[name] ? html`aria-invalid="true" aria-describedby="${name}-error"` : html``;
}

function textField(
  view: CheckoutView,
  name: string,
  label: string,
  autocomplete: string,
  options: { type?: 'text' | 'email'; required?: boolean; hint?: string } = {},
): SafeHtml {
  const { type = 'text', required = true, hint } = options;
  return html`<div class="field">
  <label for="${name}">${label}</label>
  <input type="${type}" id="${name}" name="${name}" value="${view.values[name] ?? ''}" autocomplete="${autocomplete}" ${flag('required', required)} ${invalid(view, name)}>
  ${hint ? html`<p class="hint">${hint}</p>` : ''}
  ${fieldError(view, name)}
</div>`;
}

function addressFields(view: CheckoutView, prefix: 'ship_' | 'bill_', section: string): SafeHtml {
  const { m } = view;
  const ac = (token: string) => `${section} ${token}`;
  const country = view.values[`${prefix}country`] || (view.language === 'da' ? 'DK' : 'DE');
  const required = prefix === 'ship_';
  const field = (name: string, label: string, token: string, isRequired = required) =>
    textField(view, `${prefix}${name}`, label, ac(token), { required: isRequired });
  return html`<div class="row">${field('firstName', m.firstName, 'given-name')}${field('lastName', m.lastName, 'family-name')}</div>
${field('company', m.company, 'organization', false)}
${field('street', m.street, 'street-address')}
<div class="row postal">${field('postalCode', m.postalCode, 'postal-code')}${field('city', m.city, 'address-level2')}</div>
<div class="field">
  <label for="${prefix}country">${m.country}</label>
  <select id="${prefix}country" name="${prefix}country" autocomplete="${ac('country')}" ${flag('required', required)} ${invalid(view, `${prefix}country`)}>
    ${countryOptions(m.locale).map(
      (c) => html`<option value="${c.code}" ${flag('selected', c.code === country)}>${c.name}</option>`,
    )}
  </select>
  ${fieldError(view, `${prefix}country`)}
</div>`;
}

function radio(name: string, value: string, label: string, checked: boolean, id: string, hint?: string) {
  return html`<div class="choice"><input type="radio" id="${id}" name="${name}" value="${value}" ${flag('checked', checked)}><div><label for="${id}">${label}</label>${
    hint ? html`<p class="hint">${hint}</p>` : ''
  }</div></div>`;
}

const addressNames = (prefix: string) =>
  ['firstName', 'lastName', 'company', 'street', 'postalCode', 'city', 'country'].map((f) => `${prefix}${f}`);

/** A field's name in the error summary, with its address section. */
function fieldLabel(m: CheckoutMessages, name: string): string {
  const [, prefix, field] = /^(ship_|bill_)?(.*)$/.exec(name) ?? [];
  const label = messageOf(m, field ?? name, field === 'terms' ? m.termsLink : (field ?? name));
  if (prefix === 'ship_') return `${m.shippingAddress}, ${label}`;
  if (prefix === 'bill_') return `${m.billingAddress}, ${label}`;
  return label;
}

function errorSummary(view: CheckoutView): SafeHtml | '' {
  // In the order of the form, so the list reads as the page does.
  const order = [
    'email',
    ...addressNames('ship_'),
    ...addressNames('bill_'),
    'payment',
    'terms',
    'discountCode',
    'giftCardCode',
  ];
  const entries = Object.entries(view.errors).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  if (entries.length === 0 && view.problems.length === 0) return '';
  return html`<div class="alert" role="alert" tabindex="-1" id="problems">
  ${entries.length > 0 ? html`<strong>${view.m.errorsTitle}</strong>` : ''}
  <ul>
  ${view.problems.map((p) => html`<li>${p}</li>`)}
  ${entries.map(([name, key]) => html`<li><a href="#${name}">${fieldLabel(view.m, name)}: ${messageOf(view.m, key)}</a></li>`)}
  </ul>
</div>`;
}

/** The checkout page's main content: the form beside the order's summary. */
export function checkoutPage(view: CheckoutView): SafeHtml {
  const { m, quote, values } = view;
  const money = (cents: number) => formatCentsFor(cents, m.locale);
  const billingDifferent = values.billing === 'different';
  const payment = values.payment;
  return html`<h1>${m.title}</h1>
${errorSummary(view)}
<div class="layout">
<form method="post" action="${view.action}" id="${checkoutFormId}" novalidate>
  <input type="hidden" name="idempotencyKey" value="${view.idempotencyKey}">
  <input type="hidden" name="expectedTotal" value="${quote.totalCents}">
  <fieldset><legend>${m.contact}</legend>
    ${textField(view, 'email', m.email, 'email', { type: 'email', hint: m.emailHint })}
  </fieldset>
  <fieldset><legend>${m.shippingAddress}</legend>
    ${addressFields(view, 'ship_', 'shipping')}
  </fieldset>
  <fieldset><legend>${m.billingAddress}</legend>
    ${radio('billing', 'same', m.billingSame, !billingDifferent, 'billing-same')}
    ${radio('billing', 'different', m.billingDifferent, billingDifferent, 'billing-different')}
    <div class="billing-fields">${addressFields(view, 'bill_', 'billing')}</div>
  </fieldset>
  <fieldset><legend>${m.shippingMethod}</legend>
    <div class="choice"><input type="radio" id="shipping-method" name="shippingMethod" value="${quote.shipping.method}" checked><div><label for="shipping-method">${m.shippingNames[quote.shipping.method]}</label> – <strong>${
      quote.shipping.feeCents === 0 ? m.free : money(quote.shipping.feeCents)
    }</strong></div></div>
  </fieldset>
  <fieldset ${invalid(view, 'payment')}><legend>${m.payment}</legend>
    ${
      quote.totalCents === 0
        ? // The choice made before a gift card paid everything stays, should the card be removed.
          html`<input type="hidden" name="payment" value="${payment || 'invoice'}"><p>${m.paidByGiftCard}</p>`
        : html`<div id="payment">${radio('payment', 'invoice', m.invoice, payment === 'invoice', 'payment-invoice', m.invoiceHint)}
    ${radio('payment', 'prepayment', m.prepayment, payment === 'prepayment', 'payment-prepayment', m.prepaymentHint)}</div>
    ${fieldError(view, 'payment')}`
    }
  </fieldset>
  <fieldset><legend>${m.withdrawalLink}</legend>
    <p class="hint">${m.withdrawalNotice}</p>
    <div class="check"><input type="checkbox" id="terms" name="terms" value="on" required ${flag('checked', values.terms === 'on')} ${invalid(view, 'terms')}>
    <label for="terms">${m.termsBefore}<a href="${view.links.terms}">${m.termsLink}</a>${m.termsMiddle}<a href="${view.links.withdrawal}">${m.withdrawalLink}</a>${m.termsAfter}</label></div>
    ${fieldError(view, 'terms')}
  </fieldset>
  <div class="place">
    <p class="final-total"><span>${m.total}</span><span>${money(quote.totalCents)}</span></p>
    <button type="submit" class="primary">${m.placeOrder}</button>
  </div>
</form>
<aside class="summary" aria-labelledby="summary-title">
  <h2 id="summary-title">${m.summary}</h2>
  ${orderSummary(m, quoteSummary(quote, view.language))}
  ${codeFields(view)}
  <p><a href="${view.links.cart}">${m.backToCart}</a></p>
</aside>
</div>`;
}
