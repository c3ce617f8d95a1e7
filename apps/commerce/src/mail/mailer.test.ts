import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { startMailer } from './mailer.ts';

const message = {
  to: 'kunde@example.com',
  subject: 'Ihre Bestellung <1001>',
  html: '<p>Vielen Dank für Ihre Bestellung.</p>',
  text: 'Vielen Dank für Ihre Bestellung.',
};

describe('mail transport', () => {
  it('delivers through SMTP with the configured host, port and credentials', async () => {
    const logins: string[] = [];
    const received: string[] = [];
    const server = new SMTPServer({
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`);
        if (auth.username === 'shop' && auth.password === 'secret') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    const config = loadConfig({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_USER: 'shop',
      SMTP_PASSWORD: 'secret',
      MAIL_FROM: 'Kaffeekontor <shop@example.com>',
    });
    const mailer = await startMailer(config.mail, 'production');
    try {
      expect(mailer.outbox).toBeUndefined();
      await mailer.sendMail(message);
      expect(logins).toEqual(['shop:secret']);
      expect(received).toEqual(['kunde@example.com']);
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('rejects a send the SMTP server refuses, so callers can tell the visitor', async () => {
    const config = loadConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '1' });
    const mailer = await startMailer(config.mail, 'production');
    await expect(mailer.sendMail(message)).rejects.toThrow();
    await mailer.close();
  });

  it('refuses a production start without SMTP settings', async () => {
    await expect(startMailer(loadConfig({}).mail, 'production')).rejects.toThrow(/SMTP_HOST/);
    // Only an explicit MAIL_OUTBOX=on keeps the outbox in a production build (npm start on one's machine).
    const local = await startMailer(loadConfig({ MAIL_OUTBOX: 'on' }).mail, 'production');
    expect(local.outbox).toBeDefined();
    await local.close();
    const main = path.resolve(import.meta.dirname, '../main.ts');
    const child = spawn(process.execPath, [main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PGLITE_DIR: 'memory://', COMMERCE_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain('SMTP_HOST');
  }, 60_000);
});

describe('development outbox', () => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    server = await startTestServer(database);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  it('keeps a sent mail, HTML and text, readable as JSON and as a page', async () => {
    await server.services.sendMail(message);
    await server.services.sendMail({ ...message, to: 'other@example.com' });
    const answer = await fetch(`${server.url}/dev/outbox.json?to=KUNDE@example.com`);
    expect(answer.status).toBe(200);
    const body: unknown = await answer.json();
    expect(body).toMatchObject({
      mails: [
        { to: ['kunde@example.com'], subject: message.subject, text: message.text, html: message.html },
      ],
    });
    const page = await fetch(`${server.url}/dev/outbox`);
    const text = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    // The subject is shown as text, not as markup.
    expect(text).toContain('Ihre Bestellung &lt;1001&gt;');
    const one = await fetch(`${server.url}/dev/outbox/1`);
    expect(await one.text()).toBe(message.html);
  });
});
