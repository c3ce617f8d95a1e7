import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type OutboxMail = {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
};

/** Mails kept at most; the oldest go first, so a long development session cannot fill the memory. */
const capacity = 500;

/**
 * The local stand-in for a mail provider in development and tests: a real SMTP server on the
 * loopback interface (so mails travel the same Nodemailer path as in production) that keeps what
 * it receives in memory, readable at the development-only outbox page (mail/outbox-route.ts).
 */
export type Outbox = {
  port: number;
  mails: () => readonly OutboxMail[];
  close: () => Promise<void>;
};

export async function startOutbox(port = 0): Promise<Outbox> {
  const mails: OutboxMail[] = [];
  let nextId = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The development server must not print its built-in-certificate warning on every start.
    hideSTARTTLS: true,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            id: nextId++,
            receivedAt: new Date().toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          if (mails.length > capacity) mails.splice(0, mails.length - capacity);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    mails: () => mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
