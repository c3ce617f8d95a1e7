import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  COMMERCE_API_URL: z.url().default('http://localhost:4000'),
  STOREFRONT_ACCESS_TOKEN: z.string().min(8).default('dev-storefront-token'),
  ACCOUNT_URL: z.url().default('http://localhost:4000/account'),
  COMMERCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** The e-mail-marketing provider's subscribe endpoint; by default the commerce host's. */
  NEWSLETTER_SUBSCRIBE_URL: z.url().optional(),
  /** The provider's list id, sent as `g`. */
  NEWSLETTER_LIST_ID: z.string().min(1).default('newsletter'),
});

export type StorefrontConfig = {
  /** GraphQL endpoint of the commerce service (ours or a hosted one speaking the same API). */
  graphqlEndpoint: string;
  accessToken: string;
  accountUrl: string;
  timeoutMs: number;
  newsletter: { subscribeUrl: string; listId: string };
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
    accountUrl: env.ACCOUNT_URL,
    timeoutMs: env.COMMERCE_TIMEOUT_MS,
    newsletter: {
      subscribeUrl:
        env.NEWSLETTER_SUBSCRIBE_URL ?? `${env.COMMERCE_API_URL.replace(/\/$/, '')}/newsletter/subscribe`,
      listId: env.NEWSLETTER_LIST_ID,
    },
  };
}

/** Read once when the server starts. */
export const config = load();
