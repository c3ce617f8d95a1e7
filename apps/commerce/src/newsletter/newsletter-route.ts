import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@shop/observability';
import { readForm, redirect, sendPage } from '../account/site-page.ts';
import { sendJson } from '../http/send.ts';
import { buyerAddress } from '../rate-limit/buyer-address.ts';
import { withinHourlyBudgets } from '../rate-limit/hourly-budgets.ts';
import type { CommerceServices } from '../services/commerce-services.ts';
import { confirmationPage } from './confirmation-page.ts';
import { confirmSignUp, linkState, normalizeEmail, signUp } from './newsletter-service.ts';
import { parseSubscribeRequest } from './subscribe-request.ts';

export const subscribePath = '/newsletter/subscribe';
export const confirmPath = '/newsletter/confirm';

const hour = 3600;

/** Answers in the provider's shape: `{ success, data: { is_subscribed } }` or `{ success: false, errors }`. */
function fail(res: ServerResponse, status: number, errors: { field?: string; message: string }[]): void {
  res.setHeader('cache-control', 'no-store');
  sendJson(res, status, { success: false, errors });
}

async function subscribe(
  req: IncomingMessage,
  res: ServerResponse,
  services: CommerceServices,
): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    fail(res, 405, [{ message: 'Sign up with a form-encoded POST.' }]);
    return;
  }
  const form = await readForm(req);
  if (!form) {
    fail(res, 400, [
      { message: 'The body must be form-encoded (application/x-www-form-urlencoded), at most 8 kB.' },
    ]);
    return;
  }
  const request = parseSubscribeRequest(form);
  if (!request.ok) {
    fail(res, 400, request.problems);
    return;
  }
  if (request.value.listId !== services.config.newsletter.listId) {
    fail(res, 400, [{ field: 'g', message: `Unknown list ${request.value.listId}.` }]);
    return;
  }
  const client = buyerAddress(req.headers, req.socket.remoteAddress, services.config.storefrontAccessToken);
  const { newsletter } = services.config;
  const withinLimits = await withinHourlyBudgets(services.db, [
    { key: `newsletter:client:${client}`, perHour: newsletter.signUpsPerClientPerHour },
    {
      key: `newsletter:email:${normalizeEmail(request.value.email)}`,
      perHour: newsletter.signUpsPerAddressPerHour,
    },
  ]);
  if (!withinLimits) {
    res.setHeader('retry-after', String(hour));
    fail(res, 429, [{ message: 'Too many sign-ups. Please try again later.' }]);
    return;
  }
  const { isSubscribed } = await signUp(services, request.value, new Date());
  res.setHeader('cache-control', 'no-store');
  sendJson(res, 200, { success: true, data: { is_subscribed: isSubscribed } });
}

async function confirm(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  services: CommerceServices,
  logger: Logger,
): Promise<void> {
  if (req.method === 'POST') {
    const token = (await readForm(req))?.get('token') ?? '';
    await confirmSignUp(services, token, new Date(), logger);
    // The page of the link shows what the confirmation did, so a reload posts nothing again.
    redirect(res, `${confirmPath}?token=${encodeURIComponent(token)}`);
    return;
  }
  const token = url.searchParams.get('token') ?? '';
  const state = await linkState(services, token, new Date());
  const status = state.kind === 'invalid' ? 404 : 200;
  sendPage(
    res,
    status,
    confirmationPage(state, token, url.searchParams.get('lang'), services.config.storefrontOrigin),
  );
}

/**
 * The newsletter's HTTP routes on the commerce host: the provider's subscribe endpoint and the
 * confirmation link's page. True when it answered (or will answer).
 */
export function handleNewsletterRoute(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  services: CommerceServices,
  logger: Logger,
): boolean {
  let work: Promise<void>;
  if (url.pathname === subscribePath) work = subscribe(req, res, services);
  else if (url.pathname === confirmPath && (req.method === 'GET' || req.method === 'POST'))
    work = confirm(req, res, url, services, logger);
  else return false;
  work.catch((error: unknown) => {
    logger.error({ err: error }, 'newsletter request failed');
    if (res.headersSent) res.destroy();
    else if (url.pathname === subscribePath)
      fail(res, 503, [{ message: 'The sign-up could not be completed. Please try again later.' }]);
    else sendJson(res, 503, { errors: [{ message: 'Please try again later.' }] });
  });
  return true;
}
