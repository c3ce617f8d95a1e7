import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@shop/observability';
import { contentPageSlugs, isValidEmail } from '@shop/shop-rules';
import { readCartWithLines } from '../cart/line-save.ts';
import { sendJson } from '../http/send.ts';
import { quoteOrder } from '../orders/order-quote.ts';
import { findOrderByCartToken, type OrderWithLines } from '../orders/order-store.ts';
import type { OrderLanguage } from '../orders/order-tables.ts';
import { type PlaceOrderResult, placeOrder } from '../orders/place-order.ts';
import { buyerAddress } from '../rate-limit/buyer-address.ts';
import type { CommerceServices } from '../services/commerce-services.ts';
import { html, type SafeHtml } from '../shared/html-template.ts';
import { prefillFromCart } from './cart-prefill.ts';
import { type FieldErrors, type FormValues, formValues, parseCheckoutForm } from './checkout-form.ts';
import {
  BodyTooLarge,
  isSameOrigin,
  newNonce,
  pageLanguage,
  readFormBody,
  redirect,
  sendPage,
} from './checkout-http.ts';
import { checkoutPage } from './checkout-page.ts';
import { type CodeChange, changeCheckoutCodes, codeChange } from './code-entry.ts';
import { orderConfirmationMail } from './confirmation-mail.ts';
import { confirmationPage } from './confirmation-page.ts';
import { type CheckoutMessages, checkoutMessages } from './messages.ts';
import { pageLayout } from './page-layout.ts';

/** `/checkouts/{cart token}` (the cart's checkoutUrl) and `/checkouts/{cart token}/confirmation`. */
const checkoutRoute = /^\/checkouts\/([A-Za-z0-9_-]{16,64})(\/confirmation)?$/;
export const checkoutPathPrefix = '/checkouts/';

/** What the checkout needs of the service; `logger` hears of confirmations that could not be sent. */
export type CheckoutDeps = Pick<CommerceServices, 'db' | 'config' | 'sendMail'> & { logger: Logger };

type Context = {
  req: IncomingMessage;
  res: ServerResponse;
  deps: CheckoutDeps;
  token: string;
  language: OrderLanguage;
  m: CheckoutMessages;
  nonce: string;
};

const languageNames: Record<OrderLanguage, string> = { de: 'Deutsch', en: 'English', da: 'Dansk' };
const newIdempotencyKey = () => randomBytes(18).toString('base64url');

function shopUrl(ctx: Context, path = ''): string {
  return `${ctx.deps.config.storefrontOrigin.replace(/\/$/, '')}/${ctx.language}${path}`;
}

function respond(ctx: Context, status: number, title: string, main: SafeHtml, suffix = ''): void {
  const base = `/checkouts/${ctx.token}${suffix}`;
  const page = pageLayout(
    {
      language: ctx.language,
      title,
      shopName: ctx.m.shopName,
      shopUrl: shopUrl(ctx),
      nonce: ctx.nonce,
      languages: (['de', 'en', 'da'] as const).map((language) => ({
        language,
        url: `${base}?lang=${language}`,
        name: languageNames[language],
      })),
    },
    main,
  );
  sendPage(ctx.res, status, ctx.nonce, page);
}

function messagePage(ctx: Context, status: number, text: string): void {
  respond(
    ctx,
    status,
    ctx.m.title,
    html`<h1>${ctx.m.title}</h1><p class="notice">${text}</p><p><a href="${shopUrl(ctx)}">${ctx.m.toShop}</a></p>`,
  );
}

const confirmationUrl = (ctx: Context) => `/checkouts/${ctx.token}/confirmation?lang=${ctx.language}`;

async function showCheckout(
  ctx: Context,
  status: number,
  form: { values: FormValues; errors: FieldErrors; problems: string[]; idempotencyKey: string },
): Promise<void> {
  const { db } = ctx.deps;
  const found = await readCartWithLines(db, ctx.token);
  if (!found) {
    if (await findOrderByCartToken(db, ctx.token)) return redirect(ctx.res, confirmationUrl(ctx));
    return messagePage(ctx, 404, ctx.m.unknownCart);
  }
  const quote = await quoteOrder(db, found.cart, found.lines, { now: new Date() });
  // The first view starts from what the cart knows of the buyer; an answer keeps what was posted.
  const values =
    status === 200 && Object.keys(form.values).length === 0 ? prefillFromCart(found.cart) : form.values;
  if (quote.lines.length === 0) return messagePage(ctx, 200, ctx.m.emptyCart);
  const short = quote.lines.filter((line) => line.quantity > line.orderable);
  const problems = [...form.problems];
  if (short.length > 0 && status === 200) {
    problems.push(
      `${ctx.m.outOfStock} ${short
        .map((l) => `${l.productTitle[ctx.language]}: ${ctx.m.available(Math.max(0, l.orderable))}`)
        .join('; ')}`,
    );
  }
  const slugs = contentPageSlugs;
  const main = checkoutPage({
    m: ctx.m,
    language: ctx.language,
    quote,
    values,
    errors: form.errors,
    problems,
    action: `/checkouts/${ctx.token}?lang=${ctx.language}`,
    idempotencyKey: form.idempotencyKey,
    links: {
      terms: shopUrl(ctx, `/e/${slugs.terms[ctx.language]}`),
      withdrawal: shopUrl(ctx, `/e/${slugs.returns[ctx.language]}`),
      cart: shopUrl(ctx, '/cart'),
    },
  });
  respond(ctx, status, ctx.m.title, main);
}

/** The visitor's words for an order that could not be placed. */
function refusal(m: CheckoutMessages, result: Exclude<PlaceOrderResult, { kind: 'placed' }>): string {
  switch (result.kind) {
    case 'out-of-stock':
      return `${m.outOfStock} ${result.lines.map((l) => `${l.title}: ${m.available(l.available)}`).join('; ')}`;
    case 'code-used':
      return `${m.codeUsed} (${result.codes.join(', ')})`;
    case 'total-changed':
      return m.totalChanged;
    case 'empty-cart':
      return m.emptyCart;
    case 'unknown-cart':
      return m.unknownCart;
  }
}

async function submitCheckout(ctx: Context): Promise<void> {
  const { req, res, deps } = ctx;
  if (!isSameOrigin(req, deps.config.publicUrl)) {
    return sendJson(res, 403, { errors: [{ message: 'Form posts from other sites are refused.' }] });
  }
  let body: URLSearchParams;
  try {
    body = await readFormBody(req);
  } catch (error) {
    if (error instanceof BodyTooLarge) return sendJson(res, 413, { errors: [{ message: 'Form too large' }] });
    throw error;
  }
  const values = formValues(body);
  const change = codeChange(body);
  if (change) return changeCodes(ctx, change, values);
  const parsed = parseCheckoutForm(values);
  if (!parsed.ok) {
    return showCheckout(ctx, 422, {
      values,
      errors: parsed.errors,
      problems: [],
      idempotencyKey: values.idempotencyKey || newIdempotencyKey(),
    });
  }
  const { submission } = parsed;
  const result = await placeOrder(deps.db, { ...submission, cartToken: ctx.token, language: ctx.language });
  if (result.kind === 'placed') {
    if (result.fresh) await sendConfirmation(ctx, result.order);
    return redirect(res, confirmationUrl(ctx));
  }
  if (result.kind === 'unknown-cart') return messagePage(ctx, 404, ctx.m.unknownCart);
  // The visitor looks again; a new key, since this attempt made no order.
  return showCheckout(ctx, 409, {
    values: { ...values, expectedTotal: '' },
    errors: {},
    problems: [refusal(ctx.m, result)],
    idempotencyKey: newIdempotencyKey(),
  });
}

/**
 * Applies or removes a discount code or gift card and shows the page again with everything that
 * was typed; a code that was refused stays in its field beside the message.
 */
async function changeCodes(ctx: Context, change: CodeChange, values: FormValues): Promise<void> {
  const { req, deps } = ctx;
  const email = (values.email ?? '').trim().toLowerCase();
  const result = await changeCheckoutCodes(deps.db, ctx.token, change, {
    email: isValidEmail(email) ? email : undefined,
    clientAddress: buyerAddress(req.headers, req.socket.remoteAddress, deps.config.storefrontAccessToken),
    codeAttemptsPerMinute: deps.config.codeAttemptsPerMinute,
    now: new Date(),
  });
  const errors = result.kind === 'done' ? result.errors : {};
  return showCheckout(ctx, Object.keys(errors).length > 0 ? 422 : 200, {
    values: {
      ...values,
      discountCode: errors.discountCode ? (values.discountCode ?? '') : '',
      giftCardCode: errors.giftCardCode ? (values.giftCardCode ?? '') : '',
    },
    errors,
    problems: [],
    idempotencyKey: values.idempotencyKey || newIdempotencyKey(),
  });
}

/**
 * Mails the confirmation before the visitor sees the confirmation page. The order stands when the
 * mail server refuses: the page shows the order number, and the mail queue tries again.
 */
async function sendConfirmation(ctx: Context, order: OrderWithLines): Promise<void> {
  const shop = `${ctx.deps.config.storefrontOrigin.replace(/\/$/, '')}/${order.language}`;
  try {
    await ctx.deps.sendMail(orderConfirmationMail(order, shop));
  } catch (error) {
    ctx.deps.logger.error({ err: error, order: order.number }, 'order confirmation not sent');
  }
}

async function showConfirmation(ctx: Context): Promise<void> {
  const order = await findOrderByCartToken(ctx.deps.db, ctx.token);
  if (!order) return messagePage(ctx, 404, ctx.m.unknownCart);
  // The storefront's `/{lang}/cart/ordered` forgets the spent cart's cookie on the way home, so the
  // visitor's pages come from the page caches again (a cart cookie makes every page their own).
  const backToShop = shopUrl(ctx, '/cart/ordered');
  respond(ctx, 200, ctx.m.confirmationTitle, confirmationPage(ctx.m, order, backToShop), '/confirmation');
}

/** Answers the checkout's pages; false when the path is not one of them. */
export function handleCheckoutRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: CheckoutDeps,
): Promise<void> | undefined {
  const match = checkoutRoute.exec(url.pathname);
  if (!match?.[1]) return undefined;
  const language = pageLanguage(req, url);
  const ctx: Context = {
    req,
    res,
    deps,
    token: match[1],
    language,
    m: checkoutMessages[language],
    nonce: newNonce(),
  };
  if (match[2]) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD');
    return showConfirmation(ctx);
  }
  if (req.method === 'POST') return submitCheckout(ctx);
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD, POST');
  return showCheckout(ctx, 200, {
    values: {},
    errors: {},
    problems: [],
    idempotencyKey: newIdempotencyKey(),
  });
}

async function methodNotAllowed(res: ServerResponse, allow: string): Promise<void> {
  res.setHeader('allow', allow);
  sendJson(res, 405, { errors: [{ message: 'Method not allowed' }] });
}
