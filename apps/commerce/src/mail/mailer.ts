import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/config.ts';
import { type Outbox, startOutbox } from './outbox.ts';

/** One mail in the customer's language, as HTML and as plain text for clients that show no HTML. */
export type MailMessage = { to: string; subject: string; html: string; text: string };

/** Sends one mail; rejects when the SMTP server does not accept it. */
export type SendMail = (message: MailMessage) => Promise<void>;

export type Mailer = {
  sendMail: SendMail;
  /** The local outbox in development and tests; undefined when mails go to a real SMTP server. */
  outbox: Outbox | undefined;
  close: () => Promise<void>;
};

/**
 * The service's mail transport: the configured SMTP server, or in development and tests a local
 * outbox started here. Production without SMTP settings refuses to start: order confirmations and
 * sign-in links that silently go nowhere are worse than a service that does not come up. Only an
 * explicit MAIL_OUTBOX=on (set by `npm start` on one's own machine, decision 0045) keeps the outbox.
 */
export async function startMailer(
  config: MailConfig,
  env: 'development' | 'production' | 'test',
): Promise<Mailer> {
  if (config.kind === 'outbox' && env === 'production' && !config.allowedInProduction) {
    throw new Error(
      'Invalid commerce configuration:\n  SMTP_HOST: production needs an SMTP server for its mails' +
        ' (or MAIL_OUTBOX=on to keep them in the local outbox on this machine)',
    );
  }
  const outbox = config.kind === 'outbox' ? await startOutbox(config.port) : undefined;
  const transport =
    config.kind === 'smtp'
      ? nodemailer.createTransport({
          host: config.host,
          port: config.port,
          secure: config.secure,
          auth: config.auth,
          pool: true,
        })
      : nodemailer.createTransport({ host: '127.0.0.1', port: outbox?.port, secure: false, ignoreTLS: true });
  return {
    outbox,
    sendMail: async (message) => {
      await transport.sendMail({ from: config.from, ...message });
    },
    close: async () => {
      transport.close();
      await outbox?.close();
    },
  };
}
