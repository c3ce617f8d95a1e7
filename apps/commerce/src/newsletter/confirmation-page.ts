import { newsletterVoucher } from '@shop/shop-rules';
import type { SitePage } from '../account/site-page.ts';
import { languageOf } from '../account/site-page.ts';
import { html } from '../shared/html-template.ts';
import { fill, formatEuros, newsletterMessages } from './newsletter-messages.ts';
import { type LinkState, languageOfRecord } from './newsletter-service.ts';

/**
 * The page the confirmation link opens, in the language the visitor signed up in: a button that
 * confirms (a POST, so a mail scanner that opens links confirms nobody), then the voucher code.
 */
export function confirmationPage(
  state: LinkState,
  token: string,
  lang: string | null,
  storefrontOrigin: string,
): SitePage {
  const language = state.kind === 'invalid' ? languageOf(lang) : languageOfRecord(state.subscriber.language);
  const m = newsletterMessages[language];
  const shopUrl = `${storefrontOrigin}/${language}`;
  const values = {
    voucher: formatEuros(newsletterVoucher.valueCents, language, true),
    minimum: formatEuros(newsletterVoucher.minimumSubtotalCents, language, true),
  };
  if (state.kind === 'pending') {
    return {
      language,
      shopUrl,
      title: m.pageConfirmTitle,
      body: html`<h1>${m.pageConfirmTitle}</h1><div class="card">
<p>${fill(m.pageConfirmText, { email: state.subscriber.email })}</p>
<form method="post" action="/newsletter/confirm"><input type="hidden" name="token" value="${token}">
<button type="submit">${m.confirmButton}</button></form>
<p class="muted">${fill(m.confirmAfter, values)}</p></div>`,
    };
  }
  if (state.kind === 'confirmed') {
    return {
      language,
      shopUrl,
      title: m.pageConfirmedTitle,
      body: html`<h1>${m.pageConfirmedTitle}</h1><div class="card notice">
${state.voucherCode ? html`<p>${m.pageVoucherText}</p><p><span class="code" data-testid="voucher-code">${state.voucherCode}</span></p><p>${fill(m.voucherRules, values)}</p>` : ''}
<p><a href="${shopUrl}">${m.toShop}</a></p></div>`,
    };
  }
  return {
    language,
    shopUrl,
    title: m.pageInvalidTitle,
    body: html`<h1>${m.pageInvalidTitle}</h1><div class="card"><p>${m.pageInvalidText}</p><p><a href="${shopUrl}">${m.toShop}</a></p></div>`,
  };
}
