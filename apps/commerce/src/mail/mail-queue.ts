import type { Logger } from '@shop/observability';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { mailQueue } from './mail-queue-tables.ts';
import type { MailMessage, SendMail } from './mailer.ts';

export type MailQueueOptions = {
  /** The first retry's wait; each further one waits twice as long, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Attempts before a mail is given up (and logged as an error). */
  maxAttempts?: number;
  /** How long a send under way holds its mail; a process that dies mid-send lets it go after this. */
  leaseMs?: number;
  /** How often the worker looks for mails that are due. */
  pollMs?: number;
  logger?: Pick<Logger, 'warn' | 'error'>;
};

export type MailQueue = {
  /** Keeps the mail and tries it at once; resolves also when that try fails (it is retried). */
  sendMail: SendMail;
  /** Sends what is due now; the worker calls it, tests may too. */
  sendDue: () => Promise<void>;
  start: () => void;
  /** Stops the worker and waits for a round under way. */
  stop: () => Promise<void>;
};

/** The mailer with its sends going through the queue: what the services are given. */
export function queuedMailer<M extends { sendMail: SendMail }>(mailer: M, queue: MailQueue): M {
  return { ...mailer, sendMail: queue.sendMail };
}

const dueRow = z.object({
  id: z.coerce.number().int(),
  recipient: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attempts: z.coerce.number().int(),
});
type Due = z.infer<typeof dueRow>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Mails through a table (decision 0065): a mail is written first and then sent, so a refusing
 * SMTP server or a restart loses nothing. A failed send is tried again after 30 s, 1, 2, 4 …
 * minutes (capped at an hour), up to 12 times (about six hours), by whichever instance's worker
 * finds it due; a send under way holds its row by a lease (`next_attempt_at` moved ahead), so two
 * instances never send one mail at the same time. Times come from the database's clock, which all
 * instances share.
 */
export function createMailQueue(db: Database, send: SendMail, options: MailQueueOptions = {}): MailQueue {
  const firstDelayMs = options.firstDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const leaseMs = options.leaseMs ?? 120_000;
  const pollMs = options.pollMs ?? 5_000;
  const later = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

  async function attempt(mail: Due): Promise<boolean> {
    try {
      await send({ to: mail.recipient, subject: mail.subject, html: mail.html, text: mail.text });
      await db.delete(mailQueue).where(eq(mailQueue.id, mail.id));
      return true;
    } catch (error) {
      const givingUp = mail.attempts >= maxAttempts;
      const delay = Math.min(firstDelayMs * 2 ** (mail.attempts - 1), maxDelayMs);
      await db
        .update(mailQueue)
        .set({
          lastError: errorText(error),
          nextAttemptAt: later(delay),
          givenUpAt: givingUp ? sql`now()` : null,
        })
        .where(eq(mailQueue.id, mail.id));
      const note = { err: error, mail: mail.id, attempts: mail.attempts, to: mail.recipient };
      if (givingUp) options.logger?.error(note, 'mail given up after its last attempt');
      else options.logger?.warn({ ...note, retryInMs: delay }, 'mail not accepted, will retry');
      return false;
    }
  }

  /** Takes up to 10 due mails for this process, skipping those another instance is taking now. */
  async function claimDue(): Promise<Due[]> {
    return queryRows(
      db,
      sql`UPDATE mail_queue SET attempts = attempts + 1, next_attempt_at = ${later(leaseMs)}
        WHERE id IN (
          SELECT id FROM mail_queue WHERE given_up_at IS NULL AND next_attempt_at <= now()
          ORDER BY next_attempt_at LIMIT 10 FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, html, text, attempts`,
      dueRow,
    );
  }

  let round: Promise<void> | null = null;
  const sendDue = (): Promise<void> => {
    round ??= (async () => {
      try {
        for (let due = await claimDue(); due.length > 0; due = await claimDue()) {
          for (const mail of due) await attempt(mail);
        }
      } finally {
        round = null;
      }
    })();
    return round;
  };

  let timer: NodeJS.Timeout | null = null;
  return {
    sendMail: async (message: MailMessage) => {
      const [row] = await db
        .insert(mailQueue)
        .values({
          recipient: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attempts: 1,
          nextAttemptAt: later(leaseMs),
        })
        .returning();
      if (!row) throw new Error('Queueing a mail returned no row');
      await attempt({ ...row, attempts: 1 });
    },
    sendDue,
    start: () => {
      timer ??= setInterval(() => {
        sendDue().catch((error: unknown) => options.logger?.error({ err: error }, 'mail queue round failed'));
      }, pollMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await round?.catch(() => undefined);
    },
  };
}
