import type { ShopLanguage } from '@shop/shop-rules';
import { newsletterVoucher } from '@shop/shop-rules';
import type { MailMessage } from '../mail/mailer.ts';
import { html, type SafeHtml } from '../shared/html-template.ts';
import { fill, formatEuros, newsletterMessages } from './newsletter-messages.ts';

function amounts(language: ShopLanguage): Record<string, string> {
  return {
    voucher: formatEuros(newsletterVoucher.valueCents, language),
    minimum: formatEuros(newsletterVoucher.minimumSubtotalCents, language),
  };
}

/** The mail's HTML around its content: plain, readable in every client, in the customer's language. */
export function mailDocument(language: ShopLanguage, title: string, content: SafeHtml): string {
  return html`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:#f7f4ef;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<p style="font-size:20px;font-weight:bold;color:#3b2a20;margin:0 0 16px">Kaffeekontor</p>
${content}
</div></body></html>`.value;
}

/** The double opt-in mail: the link that confirms the address. */
export function confirmationMail(email: string, language: ShopLanguage, link: string): MailMessage {
  const m = newsletterMessages[language];
  const after = fill(m.confirmAfter, amounts(language));
  return {
    to: email,
    subject: m.confirmSubject,
    html: mailDocument(
      language,
      m.confirmSubject,
      html`<p>${m.greeting}</p><p>${m.confirmIntro}</p>
<p><a href="${link}" style="display:inline-block;background:#6b3e1f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${m.confirmButton}</a></p>
<p style="font-size:14px;word-break:break-all"><a href="${link}">${link}</a></p>
<p>${after}</p><p style="color:#5c5249;font-size:14px">${m.confirmIgnore}</p><p>${m.closing}</p>`,
    ),
    text: [m.greeting, '', m.confirmIntro, link, '', after, '', m.confirmIgnore, '', m.closing].join('\n'),
  };
}

/** The welcome mail after confirming, with the personal voucher code. */
export function welcomeMail(
  email: string,
  language: ShopLanguage,
  code: string,
  shopUrl: string,
): MailMessage {
  const m = newsletterMessages[language];
  const values = amounts(language);
  const rules = fill(m.voucherRules, values);
  const subject = fill(m.voucherSubject, values);
  return {
    to: email,
    subject,
    html: mailDocument(
      language,
      subject,
      html`<p>${m.greeting}</p><p>${m.voucherIntro}</p>
<p style="font-family:'Courier New',monospace;font-size:24px;font-weight:bold;letter-spacing:2px;background:#f3ead9;padding:12px 16px;display:inline-block">${code}</p>
<p>${rules}</p><p><a href="${shopUrl}">${m.toShop}</a></p><p>${m.closing}</p>`,
    ),
    text: [
      m.greeting,
      '',
      m.voucherIntro,
      '',
      code,
      '',
      rules,
      '',
      `${m.toShop}: ${shopUrl}`,
      '',
      m.closing,
    ].join('\n'),
  };
}
