import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { send } from '../http/send.ts';
import type { OrderLanguage } from '../orders/order-tables.ts';
import type { SafeHtml } from '../shared/html-template.ts';

/** Form posts are a few hundred bytes; anything far larger is not our form. */
const maxBodyBytes = 16 * 1024;

export class BodyTooLarge extends Error {}

export async function readFormBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBodyBytes) throw new BodyTooLarge('form body too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Whether a form post comes from our own page (CSRF defence, as OWASP recommends with standard
 * headers): browsers send `Sec-Fetch-Site`, older ones at least `Origin`. A client that sends
 * neither is no browser, so no other site can make it post in a visitor's name.
 */
export function isSameOrigin(req: IncomingMessage, publicUrl: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return true;
  const host = req.headers.host;
  return (
    origin === new URL(publicUrl).origin ||
    (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`))
  );
}

const languages: readonly OrderLanguage[] = ['de', 'en', 'da'];

/** `?lang=` as the cart's checkoutUrl carries it, else the browser's first shop language, else German. */
export function pageLanguage(req: IncomingMessage, url: URL): OrderLanguage {
  const asked = url.searchParams.get('lang');
  const fromUrl = languages.find((l) => l === asked);
  if (fromUrl) return fromUrl;
  const header = req.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    const found = languages.find((l) => l === tag);
    if (found) return found;
  }
  return 'de';
}

/**
 * Sends a page with its own policy: the service's default allows nothing, a page needs its one
 * inline style sheet (by nonce) and its form posting back here. Never cached: it is personal.
 */
export function sendPage(res: ServerResponse, status: number, nonce: string, page: SafeHtml): void {
  res.setHeader(
    'content-security-policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
  send(res, status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, page.value);
}

export function redirect(res: ServerResponse, location: string): void {
  send(res, 303, { location, 'cache-control': 'no-store' }, '');
}

export const newNonce = () => randomBytes(16).toString('base64');
