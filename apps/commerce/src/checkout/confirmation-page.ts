import type { OrderWithLines } from '../orders/order-store.ts';
import { html, type SafeHtml } from '../shared/html-template.ts';
import { type CheckoutMessages, formatCentsFor } from './messages.ts';
import { orderSummary, type SummaryAmounts } from './order-summary.ts';

export function orderAmounts(order: OrderWithLines): SummaryAmounts {
  return {
    lines: order.lines.map((line) => ({
      title: line.productTitle,
      variant: line.variantTitle,
      quantity: line.quantity,
      totalCents: line.subtotalCents,
    })),
    subtotalCents: order.subtotalCents,
    discounts: order.discounts,
    notApplied: [],
    shippingCents: order.shippingCents,
    giftCards: order.giftCards,
    totalCents: order.totalCents,
    vat: order.vat,
  };
}

/** What the customer does next to pay, in words. */
export function paymentInstructions(m: CheckoutMessages, order: OrderWithLines): string {
  if (order.paymentMethod === 'prepayment') return m.prepaymentInstructions(order.number);
  if (order.paymentMethod === 'invoice') return m.invoiceInstructions;
  return m.paidByGiftCard;
}

/** The page after the order: its number, what to pay and how, and the way back to the shop. */
export function confirmationPage(
  m: CheckoutMessages,
  order: OrderWithLines,
  backToShopUrl: string,
): SafeHtml {
  return html`<div class="confirmation">
<h1>${m.confirmationTitle}</h1>
<p>${m.orderNumber}: <span class="order-number" data-order-number>${order.number}</span></p>
<p>${m.confirmationEmail(order.email)}</p>
<p class="notice">${paymentInstructions(m, order)} <strong>${m.total}: ${formatCentsFor(order.totalCents, m.locale)}</strong></p>
<section class="summary" aria-labelledby="summary-title">
  <h2 id="summary-title">${m.summary}</h2>
  ${orderSummary(m, orderAmounts(order))}
</section>
<p class="place"><a href="${backToShopUrl}">${m.backToShop}</a></p>
</div>`;
}
