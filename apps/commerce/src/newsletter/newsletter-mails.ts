import type { ShopLanguage } from '@shop/shop-rules';
import { newsletterVoucher } from '@shop/shop-rules';
import { mailDocument } from '../mail/mail-document.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { html } from '../shared/html-template.ts';
import { fill, formatEuros, newsletterMessages } from './newsletter-messages.ts';

function amounts(language: ShopLanguage): Record<string, string> {
  return {
    voucher: formatEuros(newsletterVoucher.valueCents, language, true),
    minimum: formatEuros(newsletterVoucher.minimumSubtotalCents, language, true),
  };
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
