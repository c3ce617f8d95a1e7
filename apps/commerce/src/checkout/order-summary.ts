import { localize } from '../i18n/language.ts';
import type { OrderQuote } from '../orders/order-quote.ts';
import type { OrderLanguage } from '../orders/order-tables.ts';
import { html, type SafeHtml } from '../shared/html-template.ts';
import { type CheckoutMessages, formatCentsFor } from './messages.ts';

/** One line of the summary, as a quote or a placed order has it. */
export type SummaryLine = { title: string; variant: string; quantity: number; totalCents: number };

export type SummaryAmounts = {
  lines: SummaryLine[];
  subtotalCents: number;
  discounts: { code: string; cents: number }[];
  /** Codes of the cart that do not apply (shown so the visitor knows). */
  notApplied: string[];
  shippingCents: number;
  giftCards: { lastCharacters: string; cents: number }[];
  totalCents: number;
  /** The VAT included per rate; empty for orders from before it was kept. */
  vat: { ratePercent: number; vatCents: number }[];
};

/** A VAT rate as the locale writes percentages: "7 %" in German and Danish, "7%" in English. */
export function vatRateText(ratePercent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    ratePercent / 100,
  );
}

export function quoteSummary(quote: OrderQuote, language: OrderLanguage): SummaryAmounts {
  const applied = new Set(quote.discounts.map((d) => d.code));
  return {
    lines: quote.lines.map((line) => ({
      title: localize(line.productTitle, language),
      variant: localize(line.variantTitle, language),
      quantity: line.quantity,
      totalCents: line.subtotalCents,
    })),
    subtotalCents: quote.subtotalCents,
    discounts: quote.discounts,
    notApplied: quote.discountCodes.filter((c) => !applied.has(c.code)).map((c) => c.code),
    shippingCents: quote.shipping.feeCents,
    giftCards: quote.giftCards,
    totalCents: quote.totalCents,
    vat: quote.vat,
  };
}

/** The order's lines and amounts as a table; the same on the checkout and the confirmation page. */
export function orderSummary(m: CheckoutMessages, amounts: SummaryAmounts): SafeHtml {
  const money = (cents: number) => formatCentsFor(cents, m.locale);
  return html`<table>
  <caption class="visually-hidden">${m.summary}</caption>
  <thead class="visually-hidden"><tr><th scope="col">${m.summary}</th><th scope="col" class="amount">${m.total}</th></tr></thead>
  <tbody>
  ${amounts.lines.map(
    (line) =>
      html`<tr><td>${line.quantity} × ${line.title}${
        line.variant ? html`<br><span class="muted">${line.variant}</span>` : ''
      }</td><td class="amount">${money(line.totalCents)}</td></tr>`,
  )}
  </tbody>
  <tfoot>
  <tr><th scope="row">${m.subtotal}</th><td class="amount">${money(amounts.subtotalCents)}</td></tr>
  ${amounts.discounts.map(
    (d) =>
      html`<tr><th scope="row">${m.discount} <span class="muted">(${d.code})</span></th><td class="amount">−${money(d.cents)}</td></tr>`,
  )}
  ${amounts.notApplied.map(
    (code) =>
      html`<tr><th scope="row" colspan="2"><span class="muted">${code}:</span> <span class="error">${m.codeNotApplied}</span></th></tr>`,
  )}
  <tr><th scope="row">${m.shipping}</th><td class="amount">${
    amounts.shippingCents === 0 ? m.free : money(amounts.shippingCents)
  }</td></tr>
  ${amounts.giftCards.map(
    (card) =>
      html`<tr><th scope="row">${m.giftCard} <span class="muted">(…${card.lastCharacters})</span></th><td class="amount">−${money(card.cents)}</td></tr>`,
  )}
  <tr class="total"><th scope="row">${m.total} <span class="muted">${m.vatIncluded}</span></th><td class="amount">${money(amounts.totalCents)}</td></tr>
  ${amounts.vat.map(
    (v) =>
      html`<tr class="vat"><th scope="row" class="muted">${m.vatOfRate(vatRateText(v.ratePercent, m.locale))}</th><td class="amount muted">${money(v.vatCents)}</td></tr>`,
  )}
  </tfoot>
</table>`;
}
