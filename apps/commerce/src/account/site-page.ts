import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ShopLanguage } from '@shop/shop-rules';
import { z } from 'zod';
import { send } from '../http/send.ts';
import { html, SafeHtml } from '../shared/html-template.ts';

export const shopLanguages = ['de', 'en', 'da'] as const satisfies readonly ShopLanguage[];
export const languageSchema = z.enum(shopLanguages);

/** A language from a path segment or field; German, the shop's default, for anything else. */
export function languageOf(value: unknown): ShopLanguage {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : 'de';
}

const css = `
:root{color-scheme:light;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1b1b;background:#f7f4ef}
body{margin:0}header{background:#3b2a20;color:#fff;padding:.75rem 1rem}
header a{color:#fff;text-decoration:none;font-weight:700;font-size:1.15rem}
main{max-width:44rem;margin:1.5rem auto;padding:0 1rem}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
.card{background:#fff;border:1px solid #ddd3c7;border-radius:8px;padding:1rem 1.25rem;margin:0 0 1rem}
.card>:first-child{margin-top:0}.card>:last-child{margin-bottom:0}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}
input[type=email]{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #8a7d70;border-radius:6px}
button{font:inherit;font-weight:600;background:#6b3e1f;color:#fff;border:0;border-radius:6px;padding:.65rem 1.1rem;margin-top:.75rem;cursor:pointer}
button.secondary{background:#fff;color:#6b3e1f;border:1px solid #6b3e1f}
.error{color:#a4161a;font-weight:600}.notice{background:#eef6ee;border-color:#9cc59c}
.code{font:700 1.4rem/1.2 ui-monospace,monospace;letter-spacing:.08em;background:#f3ead9;padding:.4rem .7rem;border-radius:6px;display:inline-block}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #eee;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
nav.lang a{color:#fff;margin-left:.6rem;font-size:.9rem}header{display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap}
a{color:#6b3e1f}.muted{color:#5c5249}
`;
const cssHash = createHash('sha256').update(css).digest('base64');

/** The policy of these pages: their one style block, forms to this host only, nothing to run. */
const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'none'; style-src 'sha256-${cssHash}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
};

export type SitePage = {
  language: ShopLanguage;
  title: string;
  body: SafeHtml;
  /** Where the header's shop name leads: the storefront in the page's language. */
  shopUrl: string;
  /** Links to this page in the other languages; none on pages reached by a personal link. */
  languageLinks?: { language: ShopLanguage; href: string }[];
};

/** A whole server-rendered page of the account site or the newsletter confirmation. */
export function renderPage(page: SitePage): string {
  const links = (page.languageLinks ?? [])
    .filter((link) => link.language !== page.language)
    .map(
      (link) =>
        html`<a href="${link.href}" hreflang="${link.language}" lang="${link.language}">${link.language.toUpperCase()}</a>`,
    );
  return html`<!doctype html>
<html lang="${page.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${page.title} – Kaffeekontor</title><style>${new SafeHtml(css)}</style></head>
<body><header><a href="${page.shopUrl}">Kaffeekontor</a>${links.length > 0 ? html`<nav class="lang">${links}</nav>` : ''}</header>
<main>${page.body}</main></body></html>`.value;
}

export function sendPage(
  res: ServerResponse,
  status: number,
  page: SitePage,
  headers: Record<string, string> = {},
): void {
  send(res, status, { ...pageHeaders, ...headers }, renderPage(page));
}

/** The answer to a form post that worked: go to the page that shows the result (POST, then GET). */
export function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  send(res, 303, { location, 'cache-control': 'no-store', ...headers }, '');
}

const maxFormBytes = 8 * 1024;

/** The fields of a form-encoded body; undefined when it is not one or too large for these forms. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    req.resume();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxFormBytes) return undefined;
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
