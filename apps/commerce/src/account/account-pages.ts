import type { ShopLanguage } from '@shop/shop-rules';
import { vatRateText } from '../checkout/order-summary.ts';
import { fill, formatEuros } from '../newsletter/newsletter-messages.ts';
import type { SubscriberStatus } from '../newsletter/newsletter-tables.ts';
import { html } from '../shared/html-template.ts';
import { type AccountMessages, accountMessages } from './account-messages.ts';
import type { AccountOrder } from './account-store.ts';
import { type SitePage, shopLanguages } from './site-page.ts';

const locales: Record<ShopLanguage, string> = { de: 'de-DE', en: 'en-GB', da: 'da-DK' };

type PageBase = { language: ShopLanguage; storefrontOrigin: string };

function page(base: PageBase, title: string, body: SitePage['body'], withLanguageLinks = true): SitePage {
  return {
    language: base.language,
    title,
    body,
    shopUrl: `${base.storefrontOrigin}/${base.language}`,
    languageLinks: withLanguageLinks
      ? shopLanguages.map((language) => ({ language, href: `/account?locale=${language}` }))
      : undefined,
  };
}

export function signInPage(
  base: PageBase,
  form: { email: string; error?: string } = { email: '' },
): SitePage {
  const m = accountMessages[base.language];
  const errorId = 'email-error';
  return page(
    base,
    m.signInTitle,
    html`<h1>${m.signInTitle}</h1><div class="card">
<p>${m.signInIntro}</p>
<form method="post" action="/account/sign-in" novalidate>
<input type="hidden" name="locale" value="${base.language}">
<label for="email">${m.emailLabel}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${form.email}"${form.error ? html` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${form.error ? html`<p class="error" id="${errorId}" role="alert">${form.error}</p>` : ''}
<button type="submit">${m.sendLink}</button>
</form></div>`,
  );
}

export function sentPage(base: PageBase): SitePage {
  const m = accountMessages[base.language];
  return page(
    base,
    m.sentTitle,
    html`<h1>${m.sentTitle}</h1><div class="card notice"><p>${m.sentText}</p></div>`,
  );
}

export function verifyPage(base: PageBase, token: string, email: string): SitePage {
  const m = accountMessages[base.language];
  return page(
    base,
    m.verifyTitle,
    html`<h1>${m.verifyTitle}</h1><div class="card">
<p>${fill(m.verifyText, { email })}</p>
<form method="post" action="/account/sign-in/verify">
<input type="hidden" name="token" value="${token}"><input type="hidden" name="locale" value="${base.language}">
<button type="submit">${m.verifyButton}</button></form></div>`,
    false,
  );
}

export function linkInvalidPage(base: PageBase): SitePage {
  const m = accountMessages[base.language];
  return page(
    base,
    m.linkInvalidTitle,
    html`<h1>${m.linkInvalidTitle}</h1><div class="card"><p>${m.linkInvalidText}</p>
<p><a href="/account?locale=${base.language}">${m.newLink}</a></p></div>`,
  );
}

function statusText(m: AccountMessages, status: string): string {
  const known: Record<string, string> = {
    open: m.statusOpen,
    paid: m.statusPaid,
    fulfilled: m.statusFulfilled,
    cancelled: m.statusCancelled,
  };
  return known[status] ?? status;
}

function orderCard(order: AccountOrder, language: ShopLanguage, m: AccountMessages) {
  const money = (cents: number) => formatEuros(cents, language);
  const date = new Intl.DateTimeFormat(locales[language], { dateStyle: 'long' }).format(order.createdAt);
  const lines = order.lines.map(
    (
      line,
    ) => html`<tr><td>${line.productTitle}${line.variantTitle && line.variantTitle !== 'Default Title' ? html`<br><span class="muted">${line.variantTitle}</span>` : ''}</td>
<td class="num">${line.quantity}</td><td class="num">${money(line.subtotalCents)}</td></tr>`,
  );
  return html`<article class="card" data-testid="account-order">
<h3>${fill(m.orderNumber, { number: order.number })}</h3>
<p class="muted">${fill(m.orderedOn, { date })} · ${m.status}: <strong>${statusText(m, order.status)}</strong></p>
<table><thead><tr><th>${m.product}</th><th class="num">${m.quantity}</th><th class="num">${m.amount}</th></tr></thead>
<tbody>${lines}
<tr><td colspan="2">${m.shipping}</td><td class="num">${money(order.shippingCents)}</td></tr>
${order.discountCents > 0 ? html`<tr><td colspan="2">${m.discount} ${order.discounts.map((d) => d.code).join(', ')}</td><td class="num">−${money(order.discountCents)}</td></tr>` : ''}
${order.giftCardCents > 0 ? html`<tr><td colspan="2">${m.giftCard}</td><td class="num">−${money(order.giftCardCents)}</td></tr>` : ''}
<tr><th colspan="2">${m.total}</th><th class="num">${money(order.totalCents)}</th></tr>
${order.vat.map((v) => html`<tr class="muted"><td colspan="2">${fill(m.vatOfRate, { rate: vatRateText(v.ratePercent, locales[language]) })}</td><td class="num">${money(v.vatCents)}</td></tr>`)}</tbody></table></article>`;
}

export type Overview = {
  email: string;
  orders: AccountOrder[];
  newsletter: SubscriberStatus | undefined;
  notice?: 'unsubscribed';
};

export function overviewPage(base: PageBase, overview: Overview): SitePage {
  const m = accountMessages[base.language];
  const newsletterText =
    overview.newsletter === 'confirmed'
      ? m.newsletterConfirmed
      : overview.newsletter === 'pending'
        ? m.newsletterPending
        : overview.newsletter === 'unsubscribed'
          ? m.newsletterUnsubscribed
          : m.newsletterNone;
  const canUnsubscribe = overview.newsletter === 'confirmed' || overview.newsletter === 'pending';
  return page(
    base,
    m.title,
    html`<h1>${m.title}</h1>
<div class="card"><p>${fill(m.signedInAs, { email: overview.email })}</p>
<form method="post" action="/account/sign-out"><input type="hidden" name="locale" value="${base.language}"><button class="secondary" type="submit">${m.signOut}</button></form></div>
${overview.notice === 'unsubscribed' ? html`<div class="card notice" role="status"><p>${m.unsubscribedNotice}</p></div>` : ''}
<section aria-labelledby="orders"><h2 id="orders">${m.ordersTitle}</h2>
${overview.orders.length > 0 ? overview.orders.map((order) => orderCard(order, base.language, m)) : html`<p class="card">${m.noOrders}</p>`}
</section>
<section aria-labelledby="newsletter"><h2 id="newsletter">${m.newsletterTitle}</h2>
<div class="card" data-testid="account-newsletter"><p>${newsletterText}</p>
${canUnsubscribe ? html`<form method="post" action="/account/newsletter/unsubscribe"><input type="hidden" name="locale" value="${base.language}"><button class="secondary" type="submit">${m.unsubscribe}</button></form>` : ''}
</div></section>`,
  );
}
