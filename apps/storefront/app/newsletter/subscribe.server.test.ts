import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { languages } from '../i18n/languages.ts';

type Received = { headers: http.IncomingHttpHeaders; body: string };

/**
 * A provider on another host, answering by the address: `already…` is on the list, `broken…`
 * answers HTML, `down…` drops the connection, `error…` answers 500 JSON, anything else subscribes.
 * It stands in for a third party we do not run; our own endpoint has its tests in apps/commerce.
 */
const received: Received[] = [];
const provider = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    const email = new URLSearchParams(body).get('email') ?? '';
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (email.startsWith('down')) req.socket.destroy();
    else if (email.startsWith('broken')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Maintenance</body></html>');
    } else if (email.startsWith('error')) json(500, { success: false });
    else json(200, { success: true, data: { is_subscribed: email.startsWith('already') } });
  });
});

let subscribe: typeof import('./subscribe.server.ts').subscribeToNewsletter;

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  vi.stubEnv('NEWSLETTER_SUBSCRIBE_URL', `http://127.0.0.1:${port}/subscribe`);
  vi.stubEnv('COMMERCE_API_URL', 'http://127.0.0.1:1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The configuration is read once when the module loads, so the URL is set before.
  subscribe = (await import('./subscribe.server.ts')).subscribeToNewsletter;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

describe('the newsletter provider client', () => {
  it('posts the form of spec section 7 and reads data.is_subscribed', async () => {
    expect(await subscribe('new@example.com', languages.da, '203.0.113.9')).toBe('subscribed');
    expect(await subscribe('already@example.com', languages.de)).toBe('alreadySubscribed');
    const first = received[0];
    expect(Object.fromEntries(new URLSearchParams(first?.body))).toEqual({
      g: 'newsletter',
      email: 'new@example.com',
      $fields: 'Language',
      Language: 'DA',
    });
    expect(first?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    // A provider on another host never gets our token or the visitor's address.
    expect(first?.headers['shopify-storefront-private-token']).toBeUndefined();
    expect(first?.headers['shopify-storefront-buyer-ip']).toBeUndefined();
  });

  it('treats HTML, a dropped connection and an error status as failed', async () => {
    expect(await subscribe('broken@example.com', languages.en)).toBe('failed');
    expect(await subscribe('down@example.com', languages.en)).toBe('failed');
    expect(await subscribe('error@example.com', languages.en)).toBe('failed');
  });
});

describe('the client posting to our own commerce host', () => {
  it('names the visitor with the buyer-IP header and the private token', async () => {
    const { port } = provider.address() as AddressInfo;
    vi.resetModules();
    vi.stubEnv('COMMERCE_API_URL', `http://127.0.0.1:${port}`);
    vi.stubEnv('STOREFRONT_ACCESS_TOKEN', 'own-host-token');
    const own = (await import('./subscribe.server.ts')).subscribeToNewsletter;
    expect(await own('visitor@example.com', languages.en, '198.51.100.4')).toBe('subscribed');
    const last = received.at(-1);
    expect(last?.headers['shopify-storefront-private-token']).toBe('own-host-token');
    expect(last?.headers['shopify-storefront-buyer-ip']).toBe('198.51.100.4');
  });
});
