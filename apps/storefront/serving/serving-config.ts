import { z } from 'zod';
import { tagManagerFromEnv } from '../app/consent/tag-manager-config.server.ts';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  STOREFRONT_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  COMMERCE_API_URL: z.url().default('http://localhost:4000'),
  STOREFRONT_PUBLIC_URL: z.url().default('http://localhost:3000'),
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  PAGE_CACHE_MB: z.coerce.number().min(1).max(4096).default(64),
  PAGE_CACHE_MAX_AGE_S: z.coerce.number().int().min(1).max(60).default(30),
  PAGE_CACHE_SIGNALLED_MAX_AGE_S: z.coerce.number().int().min(1).max(86_400).default(3600),
  CATALOG_POLL_MS: z.coerce.number().int().min(200).max(30_000).default(2000),
  METRICS_TOKEN: z.string().min(16).optional(),
  TRUST_PROXY: z.enum(['on', 'off']).default('off'),
});

/** What the storefront's HTTP server needs; the app's own settings are in app/config.server.ts. */
export type ServingConfig = {
  port: number;
  production: boolean;
  commerceUrl: string;
  /** The origin visitors reach the shop under: canonical URLs and request URLs use it, never `Host`. */
  publicUrl: string;
  /**
   * `maxAgeMs` bounds a page's age when change signals are lost; `signalledMaxAgeMs` while content
   * and stock changes are heard, when it only renews what nothing changed (decision 0082).
   */
  pageCache: {
    enabled: boolean;
    maxBytes: number;
    maxAgeMs: number;
    signalledMaxAgeMs: number;
    pollMs: number;
  };
  metricsToken: string | undefined;
  /** Behind a load balancer: take the client's address from the last `X-Forwarded-For` entry. */
  trustProxy: boolean;
  /** The configured tag manager's origin, which the CSP allows; null when none is set. */
  tagManagerOrigin: string | null;
};

export function loadServingConfig(env: NodeJS.ProcessEnv = process.env): ServingConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid storefront configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.STOREFRONT_PORT ?? e.PORT ?? 3000,
    production: e.NODE_ENV === 'production',
    commerceUrl: e.COMMERCE_API_URL.replace(/\/$/, ''),
    publicUrl: new URL(e.STOREFRONT_PUBLIC_URL).origin,
    pageCache: {
      enabled: e.PAGE_CACHE === 'on',
      maxBytes: e.PAGE_CACHE_MB * 1024 * 1024,
      maxAgeMs: e.PAGE_CACHE_MAX_AGE_S * 1000,
      signalledMaxAgeMs: e.PAGE_CACHE_SIGNALLED_MAX_AGE_S * 1000,
      pollMs: e.CATALOG_POLL_MS,
    },
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY === 'on',
    tagManagerOrigin: tagManagerFromEnv(env)?.origin ?? null,
  };
}
