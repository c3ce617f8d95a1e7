import type { IncomingMessage, ServerResponse } from 'node:http';
import { send, sendJson } from '../http/send.ts';
import { html } from '../shared/html-template.ts';
import type { Outbox, OutboxMail } from './outbox.ts';

export const outboxPath = '/dev/outbox';

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // The mails' own HTML carries inline styles; nothing may run.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:",
};

function listPage(mails: readonly OutboxMail[]): string {
  const rows = [...mails].reverse().map(
    (mail) => html`<article>
  <h2><a href="${outboxPath}/${mail.id}">${mail.subject}</a></h2>
  <p>#${mail.id} · ${mail.receivedAt} · to ${mail.to.join(', ')}</p>
  <pre>${mail.text}</pre>
</article>`,
  );
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox (${mails.length})</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem}
article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;background:#f5f5f5;padding:.5rem}</style></head>
<body><h1>Outbox</h1><p>Mails this development service sent (newest first); JSON at <a href="${outboxPath}.json">${outboxPath}.json</a>.</p>
${rows.length > 0 ? rows : html`<p>No mails yet.</p>`}
</body></html>`.value;
}

/**
 * The development and test outbox: `/dev/outbox` lists the mails, `/dev/outbox/{id}` shows one as
 * its HTML, `/dev/outbox.json?to=address` gives them to tests. Only routed when the service runs
 * with the local outbox, which production never does (mail/mailer.ts). True when it answered.
 */
export function handleOutboxRoute(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  outbox: Outbox | undefined,
): boolean {
  if (!outbox || !url.pathname.startsWith(outboxPath) || req.method !== 'GET') return false;
  const mails = outbox.mails();
  if (url.pathname === `${outboxPath}.json`) {
    const to = url.searchParams.get('to')?.toLowerCase();
    res.setHeader('cache-control', 'no-store');
    sendJson(res, 200, { mails: to ? mails.filter((m) => m.to.some((a) => a.toLowerCase() === to)) : mails });
    return true;
  }
  if (url.pathname === outboxPath) {
    send(res, 200, pageHeaders, listPage(mails));
    return true;
  }
  const id = /^\/dev\/outbox\/(\d+)$/.exec(url.pathname)?.[1];
  const mail = id ? mails.find((m) => m.id === Number(id)) : undefined;
  if (!mail) return false;
  send(res, 200, pageHeaders, mail.html || html`<pre>${mail.text}</pre>`.value);
  return true;
}
