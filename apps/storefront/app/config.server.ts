import { z } from 'zod';
import { type TagManagerConfig, tagManagerFromEnv } from './consent/tag-manager-config.server.ts';
import type { BrowserErrorReporting } from './error-reporting/browser-settings.ts';
import { browserErrorReporting } from './error-reporting/error-reporting-settings.server.ts';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  COMMERCE_API_URL: z.url().default('http://localhost:4000'),
  /** The commerce service as browsers reach it (its image host); by default the API's address. */
  COMMERCE_PUBLIC_URL: z.url().optional(),
  STOREFRONT_ACCESS_TOKEN: z.string().min(8).default('dev-storefront-token'),
  /** The account site the header's icon leads to; by default the commerce host's. */
  ACCOUNT_URL: z.url().optional(),
  COMMERCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** The e-mail-marketing provider's subscribe endpoint; by default the commerce host's. */
  NEWSLETTER_SUBSCRIBE_URL: z.url().optional(),
  /** The provider's list id, sent as `g`. */
  NEWSLETTER_LIST_ID: z.string().min(1).default('newsletter'),
  /** The origin visitors reach the shop under, for canonical and share URLs (never the request's Host). */
  STOREFRONT_PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Sign-ups one client address may send per hour before it is asked to wait. */
  NEWSLETTER_SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
});

export type StorefrontConfig = {
  /** GraphQL endpoint of the commerce service (ours or a hosted one speaking the same API). */
  graphqlEndpoint: string;
  accessToken: string;
  accountUrl: string;
  /** Origin of the image host, for image paths the API gives without a host (the home's icons). */
  imageHost: string;
  timeoutMs: number;
  newsletter: { subscribeUrl: string; listId: string; signUpsPerHour: number };
  /** e.g. `https://kaffeekontor.de`: canonical and og:url are built on it. */
  publicOrigin: string;
  /** Loaded after the first interaction; null when `TAG_MANAGER_ID` is unset. */
  tagManager: TagManagerConfig | null;
  /** The browser's error reporting (DSN and environment), null where reporting is off. */
  errorReporting: BrowserErrorReporting;
};

function load(): StorefrontConfig {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid storefront configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    graphqlEndpoint: `${env.COMMERCE_API_URL.replace(/\/$/, '')}/api/2025-01/graphql.json`,
    accessToken: env.STOREFRONT_ACCESS_TOKEN,
    accountUrl: env.ACCOUNT_URL ?? `${env.COMMERCE_API_URL.replace(/\/$/, '')}/account`,
    imageHost: new URL(env.COMMERCE_PUBLIC_URL ?? env.COMMERCE_API_URL).origin,
    timeoutMs: env.COMMERCE_TIMEOUT_MS,
    newsletter: {
      subscribeUrl:
        env.NEWSLETTER_SUBSCRIBE_URL ?? `${env.COMMERCE_API_URL.replace(/\/$/, '')}/newsletter/subscribe`,
      listId: env.NEWSLETTER_LIST_ID,
      signUpsPerHour: env.NEWSLETTER_SIGNUPS_PER_HOUR,
    },
    publicOrigin: new URL(env.STOREFRONT_PUBLIC_URL).origin,
    tagManager: tagManagerFromEnv(process.env),
    errorReporting: browserErrorReporting(process.env),
  };
}

/** Read once when the server starts. */
export const config = load();
