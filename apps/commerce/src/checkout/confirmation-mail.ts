import type { MailMessage } from '../mail/mailer.ts';
import type { OrderWithLines } from '../orders/order-store.ts';
import type { OrderAddress } from '../orders/order-tables.ts';
import { html } from '../shared/html-template.ts';
import { orderAmounts, paymentInstructions } from './confirmation-page.ts';
import { checkoutMessages, formatCentsFor } from './messages.ts';
import { vatRateText } from './order-summary.ts';

const subjects = {
  de: (n: string) => `Ihre Bestellung ${n} bei Kaffeekontor`,
  en: (n: string) => `Your Kaffeekontor order ${n}`,
  da: (n: string) => `Din ordre ${n} hos Kaffeekontor`,
} as const;

function addressLines(address: OrderAddress, locale: string): string[] {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.countryCode);
  return [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.street,
    `${address.postalCode} ${address.city}`,
    country ?? address.countryCode,
  ].filter(Boolean);
}

/**
 * The order confirmation in the order's language, as HTML and plain text: number, lines and
 * amounts as bought, how to pay, the delivery address and the 14-day withdrawal notice.
 */
export function orderConfirmationMail(order: OrderWithLines, shopUrl: string): MailMessage {
  const m = checkoutMessages[order.language];
  const money = (cents: number) => formatCentsFor(cents, m.locale);
  const amounts = orderAmounts(order);
  const rows: [string, string][] = [
    ...amounts.lines.map((l): [string, string] => [
      `${l.quantity} × ${l.title}${l.variant ? ` (${l.variant})` : ''}`,
      money(l.totalCents),
    ]),
    [m.subtotal, money(amounts.subtotalCents)],
    ...amounts.discounts.map((d): [string, string] => [`${m.discount} (${d.code})`, `−${money(d.cents)}`]),
    [m.shipping, amounts.shippingCents === 0 ? m.free : money(amounts.shippingCents)],
    ...amounts.giftCards.map((g): [string, string] => [
      `${m.giftCard} (…${g.lastCharacters})`,
      `−${money(g.cents)}`,
    ]),
    [`${m.total} (${m.vatIncluded})`, money(amounts.totalCents)],
    ...amounts.vat.map((v): [string, string] => [
      m.vatOfRate(vatRateText(v.ratePercent, m.locale)),
      money(v.vatCents),
    ]),
  ];
  const address = addressLines(order.shippingAddress, m.locale);
  const payment = paymentInstructions(m, order);
  const text = [
    m.confirmationTitle,
    '',
    `${m.orderNumber}: ${order.number}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    payment,
    '',
    `${m.shippingAddress}:`,
    ...address,
    '',
    m.withdrawalNotice,
    '',
    `${m.shopName}: ${shopUrl}`,
  ].join('\n');
  const body = html`<!doctype html>
<html lang="${order.language}"><head><meta charset="utf-8"><title>${m.confirmationTitle}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f1a17;line-height:1.5">
<h1 style="font-size:22px">${m.confirmationTitle}</h1>
<p>${m.orderNumber}: <strong>${order.number}</strong></p>
<table style="border-collapse:collapse;width:100%;max-width:560px">
${rows.map(
  ([label, value]) =>
    html`<tr><td style="padding:4px 0;border-bottom:1px solid #eee">${label}</td><td style="padding:4px 0 4px 12px;border-bottom:1px solid #eee;text-align:right;white-space:nowrap">${value}</td></tr>`,
)}
</table>
<p>${payment}</p>
<h2 style="font-size:16px">${m.shippingAddress}</h2>
<p>${address.map((line, i) => html`${i > 0 ? html`<br>` : ''}${line}`)}</p>
<p style="color:#5c534c">${m.withdrawalNotice}</p>
<p><a href="${shopUrl}">${m.shopName}</a></p>
</body></html>`;
  return { to: order.email, subject: subjects[order.language](order.number), html: body.value, text };
}
