import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  COMMERCE_HOST: z.string().min(1).optional(),
  COMMERCE_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  COMMERCE_PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  PGLITE_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'data', 'pglite')),
  STOREFRONT_ACCESS_TOKEN: z.string().min(8).default('dev-storefront-token'),
  STOREFRONT_ORIGIN: z.url().default('http://localhost:3000'),
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(2160),
  CODE_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** `off` reads everything from the database (to compare, or to rule the cache out when debugging). */
  CATALOG_CACHE: z.enum(['on', 'off']).default('on'),
  /** `off` sends every request through Yoga's HTTP layer (decision 0010), to compare. */
  DIRECT_GRAPHQL: z.enum(['on', 'off']).default('on'),
  /** Lets /metrics be read from other hosts with `Authorization: Bearer <token>`; unset = this host only. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Outgoing mail (mail/mailer.ts). Unset in development and tests: a local outbox takes the mails. */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** `true` for implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  MAIL_FROM: z.string().min(3).default('Kaffeekontor <shop@localhost>'),
  /** The newsletter list the subscribe endpoint serves (the provider's `g`). */
  NEWSLETTER_LIST_ID: z.string().min(1).max(100).default('newsletter'),
  /** Sign-ups per hour from one client (the storefront passes its visitor's address with the private token). */
  NEWSLETTER_SIGNUPS_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Sign-ups per hour for one e-mail address (each sends a confirmation mail). */
  NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(3),
  /** Sign-in links one client may request per hour from the account site. */
  ACCOUNT_SIGN_INS_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Sign-in links one address may be sent per hour. */
  ACCOUNT_SIGN_INS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** `on` lets a production build on one's own machine (npm start) keep mails in the local outbox. */
  MAIL_OUTBOX: z.enum(['on', 'off']).default('off'),
  /** Port of the local outbox's SMTP server; 0 = any free one. A cluster's other instances send to it. */
  MAIL_OUTBOX_PORT: z.coerce.number().int().min(0).max(65535).default(0),
});

export type CommerceConfig = {
  env: 'development' | 'production' | 'test';
  /** Interface to listen on; unset means all interfaces (IPv4 and IPv6). */
  host: string | undefined;
  port: number;
  /** Origin under which clients reach this service; used in checkout and image URLs. */
  publicUrl: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };
  storefrontAccessToken: string;
  storefrontOrigin: string;
  seedProducts: number;
  catalogCache: 'on' | 'off';
  /** Answer plain JSON POSTs without Yoga's HTTP layer (http/direct-graphql.ts). */
  directGraphQL: boolean;
  /** Discount-code and gift-card attempts allowed per client and per cart per minute. */
  codeAttemptsPerMinute: number;
  /** Bearer token for /metrics from other hosts; undefined = only from this host. */
  metricsToken: string | undefined;
  newsletter: { listId: string; signUpsPerClientPerHour: number; signUpsPerAddressPerHour: number };
  account: { signInsPerClientPerHour: number; signInsPerAddressPerHour: number };
  /** Where mails go: an SMTP server, or (development and tests only) the local outbox. */
  mail: MailConfig;
};

export type MailConfig =
  | {
      kind: 'smtp';
      host: string;
      port: number;
      secure: boolean;
      auth: { user: string; pass: string } | undefined;
      from: string;
    }
  /** No SMTP server configured: only development and tests may run so (mail/mailer.ts refuses otherwise). */
  | { kind: 'outbox'; from: string; allowedInProduction: boolean; port: number };

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): CommerceConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid commerce configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SMTP_USER !== undefined && e.SMTP_PASSWORD === undefined) {
    throw new Error('Invalid commerce configuration:\n  SMTP_PASSWORD: SMTP_USER is set without a password');
  }
  return {
    env: e.NODE_ENV,
    host: e.COMMERCE_HOST,
    port: e.COMMERCE_PORT,
    publicUrl: (e.COMMERCE_PUBLIC_URL ?? `http://localhost:${e.COMMERCE_PORT}`).replace(/\/$/, ''),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: e.PGLITE_DIR },
    storefrontAccessToken: e.STOREFRONT_ACCESS_TOKEN,
    storefrontOrigin: e.STOREFRONT_ORIGIN,
    seedProducts: e.SEED_PRODUCTS,
    codeAttemptsPerMinute: e.CODE_ATTEMPTS_PER_MINUTE,
    catalogCache: e.CATALOG_CACHE,
    directGraphQL: e.DIRECT_GRAPHQL === 'on',
    metricsToken: e.METRICS_TOKEN,
    newsletter: {
      listId: e.NEWSLETTER_LIST_ID,
      signUpsPerClientPerHour: e.NEWSLETTER_SIGNUPS_PER_CLIENT_PER_HOUR,
      signUpsPerAddressPerHour: e.NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR,
    },
    account: {
      signInsPerClientPerHour: e.ACCOUNT_SIGN_INS_PER_CLIENT_PER_HOUR,
      signInsPerAddressPerHour: e.ACCOUNT_SIGN_INS_PER_ADDRESS_PER_HOUR,
    },
    mail: e.SMTP_HOST
      ? {
          kind: 'smtp',
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE === 'true',
          auth: e.SMTP_USER && e.SMTP_PASSWORD ? { user: e.SMTP_USER, pass: e.SMTP_PASSWORD } : undefined,
          from: e.MAIL_FROM,
        }
      : {
          kind: 'outbox',
          from: e.MAIL_FROM,
          allowedInProduction: e.MAIL_OUTBOX === 'on',
          port: e.MAIL_OUTBOX_PORT,
        },
  };
}
