import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@shop/observability';
import { isValidEmail, type ShopLanguage } from '@shop/shop-rules';
import { normalizeEmail } from '../newsletter/newsletter-service.ts';
import { findByEmail, markUnsubscribed } from '../newsletter/newsletter-store.ts';
import { buyerAddress } from '../rate-limit/buyer-address.ts';
import { withinHourlyBudgets } from '../rate-limit/hourly-budgets.ts';
import type { CommerceServices } from '../services/commerce-services.ts';
import { accountMessages } from './account-messages.ts';
import { linkInvalidPage, overviewPage, sentPage, signInPage, verifyPage } from './account-pages.ts';
import {
  completeSignIn,
  endSession,
  peekSignIn,
  requestSignIn,
  sessionEmail,
  verifyPath,
} from './account-service.ts';
import { ordersOf } from './account-store.ts';
import { clearedSessionCookie, sessionCookie, sessionIdOf } from './session-cookie.ts';
import { languageOf, readForm, redirect, sendPage } from './site-page.ts';

type Request = { req: IncomingMessage; res: ServerResponse; url: URL; services: CommerceServices };

const home = (language: ShopLanguage, notice?: string) =>
  `/account?locale=${language}${notice ? `&notice=${notice}` : ''}`;

async function showHome({ req, res, url, services }: Request, language: ShopLanguage): Promise<void> {
  const base = { language, storefrontOrigin: services.config.storefrontOrigin };
  const email = await sessionEmail(services, sessionIdOf(req), new Date());
  if (!email) {
    sendPage(res, 200, signInPage(base));
    return;
  }
  const [orders, subscriber] = await Promise.all([
    ordersOf(services.db, email),
    findByEmail(services.db, email),
  ]);
  const notice = url.searchParams.get('notice') === 'unsubscribed' ? 'unsubscribed' : undefined;
  sendPage(res, 200, overviewPage(base, { email, orders, newsletter: subscriber?.status, notice }));
}

async function signIn(
  { req, res, services }: Request,
  form: URLSearchParams,
  language: ShopLanguage,
): Promise<void> {
  const base = { language, storefrontOrigin: services.config.storefrontOrigin };
  const m = accountMessages[language];
  const email = (form.get('email') ?? '').trim().slice(0, 254);
  if (!isValidEmail(email)) {
    sendPage(res, 400, signInPage(base, { email, error: m.invalidEmail }));
    return;
  }
  const client = buyerAddress(req.headers, req.socket.remoteAddress, services.config.storefrontAccessToken);
  const { account } = services.config;
  const allowed = await withinHourlyBudgets(services.db, [
    { key: `sign-in:client:${client}`, perHour: account.signInsPerClientPerHour },
    { key: `sign-in:email:${normalizeEmail(email)}`, perHour: account.signInsPerAddressPerHour },
  ]);
  if (!allowed) {
    sendPage(res, 429, signInPage(base, { email, error: m.tooMany }), { 'retry-after': '3600' });
    return;
  }
  try {
    await requestSignIn(services, email, language, new Date());
  } catch {
    sendPage(res, 503, signInPage(base, { email, error: m.mailFailed }));
    return;
  }
  redirect(res, `/account/sign-in/sent?locale=${language}`);
}

async function showVerify({ res, url, services }: Request, language: ShopLanguage): Promise<void> {
  const base = { language, storefrontOrigin: services.config.storefrontOrigin };
  const token = url.searchParams.get('token') ?? '';
  const email = await peekSignIn(services, token, new Date());
  if (email) sendPage(res, 200, verifyPage(base, token, email));
  else sendPage(res, 404, linkInvalidPage(base));
}

async function completeVerify(
  { res, services }: Request,
  form: URLSearchParams,
  language: ShopLanguage,
): Promise<void> {
  const signedIn = await completeSignIn(services, form.get('token') ?? '', new Date());
  if (!signedIn) {
    sendPage(res, 404, linkInvalidPage({ language, storefrontOrigin: services.config.storefrontOrigin }));
    return;
  }
  redirect(res, home(language), {
    'set-cookie': sessionCookie(signedIn.sessionId, services.config.publicUrl),
  });
}

async function signOut(
  { req, res, services }: Request,
  _form: URLSearchParams,
  language: ShopLanguage,
): Promise<void> {
  await endSession(services, sessionIdOf(req));
  redirect(res, home(language), { 'set-cookie': clearedSessionCookie(services.config.publicUrl) });
}

async function unsubscribe(
  { req, res, services }: Request,
  _form: URLSearchParams,
  language: ShopLanguage,
): Promise<void> {
  const email = await sessionEmail(services, sessionIdOf(req), new Date());
  if (email) await markUnsubscribed(services.db, email, new Date());
  redirect(res, email ? home(language, 'unsubscribed') : home(language));
}

async function showSent({ res, services }: Request, language: ShopLanguage): Promise<void> {
  sendPage(res, 200, sentPage({ language, storefrontOrigin: services.config.storefrontOrigin }));
}

type PageHandler = (request: Request, language: ShopLanguage) => Promise<void>;
type FormHandler = (request: Request, form: URLSearchParams, language: ShopLanguage) => Promise<void>;

const pages: Record<string, PageHandler> = {
  '/account': showHome,
  '/account/sign-in/sent': showSent,
  [verifyPath]: showVerify,
};
const forms: Record<string, FormHandler> = {
  '/account/sign-in': signIn,
  [verifyPath]: completeVerify,
  '/account/sign-out': signOut,
  '/account/newsletter/unsubscribe': unsubscribe,
};

/** Form posts come from this host's own pages; another site's posts are refused. */
function fromOwnPage(req: IncomingMessage, publicUrl: string): boolean {
  const origin = req.headers.origin;
  return origin === undefined || origin === new URL(publicUrl).origin;
}

async function answerForm(request: Request, handler: FormHandler): Promise<void> {
  const { req, res, services } = request;
  if (!fromOwnPage(req, services.config.publicUrl)) {
    req.resume();
    sendPage(
      res,
      403,
      linkInvalidPage({ language: 'de', storefrontOrigin: services.config.storefrontOrigin }),
    );
    return;
  }
  const form = (await readForm(req)) ?? new URLSearchParams();
  await handler(request, form, languageOf(form.get('locale')));
}

/**
 * The account site (issue 17): sign-in by a one-time link, then the customer's orders and
 * newsletter status. Server-rendered forms, POST then 303, no script. True when it answered.
 */
export function handleAccountRoute(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  services: CommerceServices,
  logger: Logger,
): boolean {
  const path = url.pathname === '/account/' ? '/account' : url.pathname;
  const request = { req, res, url, services };
  let work: Promise<void>;
  const page = req.method === 'GET' ? pages[path] : undefined;
  const form = req.method === 'POST' ? forms[path] : undefined;
  if (page) work = page(request, languageOf(url.searchParams.get('locale')));
  else if (form) work = answerForm(request, form);
  else return false;
  work.catch((error: unknown) => {
    logger.error({ err: error }, 'account request failed');
    if (res.headersSent) res.destroy();
    else res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Please try again later.');
  });
  return true;
}
