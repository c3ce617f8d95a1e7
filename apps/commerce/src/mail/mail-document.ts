import type { ShopLanguage } from '@shop/shop-rules';
import { html, type SafeHtml } from '../shared/html-template.ts';

/** The mail's HTML around its content: plain, readable in every client, in the customer's language. */
export function mailDocument(language: ShopLanguage, title: string, content: SafeHtml): string {
  return html`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:#f7f4ef;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<p style="font-size:20px;font-weight:bold;color:#3b2a20;margin:0 0 16px">Kaffeekontor</p>
${content}
</div></body></html>`.value;
}
