import type { OrderLanguage } from '../orders/order-tables.ts';
import { html, type SafeHtml } from '../shared/html-template.ts';
import { checkoutStyles } from './checkout-styles.ts';

export type PageFrame = {
  language: OrderLanguage;
  title: string;
  shopName: string;
  /** The storefront's home in the page's language. */
  shopUrl: string;
  /** The nonce of this answer's CSP for the one inline style sheet. */
  nonce: string;
  /** Links to this page in the other languages. */
  languages: { language: OrderLanguage; url: string; name: string }[];
};

/** The document around a checkout page: small, no scripts, one inline style sheet. */
export function pageLayout(frame: PageFrame, main: SafeHtml): SafeHtml {
  return html`<!doctype html>
<html lang="${frame.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${frame.title} – ${frame.shopName}</title>
<style nonce="${frame.nonce}">${checkoutStyles}</style>
</head>
<body>
<header class="top">
  <a class="brand" href="${frame.shopUrl}">${frame.shopName}</a>
  <nav class="languages" aria-label="Sprache / Language / Sprog">
    ${frame.languages.map(
      (l) =>
        html`<a href="${l.url}" hreflang="${l.language}" lang="${l.language}" ${
          l.language === frame.language ? html`aria-current="true"` : ''
        }>${l.name}</a>`,
    )}
  </nav>
</header>
<main id="main">${main}</main>
</body>
</html>`;
}
