import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/database.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-databases.ts';
import { createMailQueue } from './mail-queue.ts';
import { mailQueue } from './mail-queue-tables.ts';
import { startMailer } from './mailer.ts';

const message = {
  to: 'kundin@example.com',
  subject: 'Ihre Bestellung KK-10001',
  html: '<p>Vielen Dank.</p>',
  text: 'Vielen Dank.',
};

/** A real SMTP server that answers "try again later" (451) to the first `refusals` mails. */
async function flakySmtp(refusals: number) {
  const tries: number[] = [];
  const accepted: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        tries.push(Date.now());
        if (tries.length <= refusals) {
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        accepted.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const mailer = await startMailer(
    loadConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_FROM: 'shop@example.com' }).mail,
    'production',
  );
  return {
    tries,
    accepted,
    send: mailer.sendMail,
    close: async () => {
      await mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(databaseKinds)('the mail queue on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!skip) database = await createTestDatabase(kind);
  }, 240_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it.skipIf(skip)(
    'retries a refused mail with growing waits until the server takes it',
    async () => {
      const smtp = await flakySmtp(3);
      const queue = createMailQueue(database.db, smtp.send, { firstDelayMs: 300, pollMs: 50 });
      try {
        // The caller is not failed by the refusal: the mail is kept and retried.
        await queue.sendMail(message);
        expect(smtp.tries).toHaveLength(1);
        expect(smtp.accepted).toEqual([]);
        const [kept] = await database.db.select().from(mailQueue);
        expect(kept).toMatchObject({ recipient: message.to, attempts: 1, givenUpAt: null });
        expect(kept?.lastError).toContain('try again later');
        queue.start();
        await expect.poll(() => smtp.accepted, { timeout: 15_000, interval: 50 }).toEqual([message.to]);
        expect(smtp.tries).toHaveLength(4);
        // Waits of 300, 600 and 1,200 ms (plus one poll at most, and the sends themselves).
        const waits = smtp.tries.slice(1).map((at, i) => at - (smtp.tries[i] ?? 0));
        expect(waits[0]).toBeGreaterThanOrEqual(280);
        expect(waits[1]).toBeGreaterThanOrEqual(580);
        expect(waits[2]).toBeGreaterThanOrEqual(1180);
        // Sent mails leave the table: it holds nothing personal longer than needed. The server counts
        // the mail as taken before its answer reaches the queue, so the row goes a moment later.
        await expect.poll(() => database.db.select().from(mailQueue), { timeout: 5_000 }).toEqual([]);
      } finally {
        await queue.stop();
        await smtp.close();
      }
    },
    30_000,
  );

  it.skipIf(skip)(
    'gives a mail up after its last attempt and keeps it for an operator',
    async () => {
      const smtp = await flakySmtp(100);
      const queue = createMailQueue(database.db, smtp.send, { firstDelayMs: 50, maxAttempts: 3, pollMs: 30 });
      try {
        await queue.sendMail({ ...message, to: 'never@example.com' });
        queue.start();
        await expect
          .poll(async () => (await database.db.select().from(mailQueue))[0]?.givenUpAt, { timeout: 10_000 })
          .toBeInstanceOf(Date);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(smtp.tries).toHaveLength(3);
        await database.db.delete(mailQueue);
      } finally {
        await queue.stop();
        await smtp.close();
      }
    },
    30_000,
  );
});

describe('a mail refused before a restart', () => {
  it('is sent by the next process on the same database', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mail-queue-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dir });
      await first.migrate();
      const down = await flakySmtp(1000);
      await createMailQueue(first.db, down.send, { firstDelayMs: 10 }).sendMail(message);
      await down.close();
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dir });
      const up = await flakySmtp(0);
      const queue = createMailQueue(second.db, up.send, { pollMs: 50 });
      queue.start();
      try {
        await expect.poll(() => up.accepted, { timeout: 10_000, interval: 50 }).toEqual([message.to]);
      } finally {
        await queue.stop();
        await up.close();
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
