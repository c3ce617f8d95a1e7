import {
  type ErrorReportingSettings,
  errorReportingSettings,
  isCi,
} from '@shop/observability/error-reporting';
import { z } from 'zod';
import type { BrowserErrorReporting } from './browser-settings.ts';

const schema = z.object({
  // The storefront's server runs as production unless told otherwise (serving-config.ts).
  NODE_ENV: z.string().min(1).default('production'),
  /** The error-reporting service's DSN; unset: nothing is reported. */
  SENTRY_DSN: z.url().optional(),
  /** production, staging, …; by default NODE_ENV. Only production and staging report. */
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  SENTRY_RELEASE: z.string().min(1).optional(),
  CI: z.string().optional(),
});

export type ErrorReportingConfig = { settings: ErrorReportingSettings; release: string | undefined };

/** Error reporting's settings from the environment: on only in production and staging, never in CI. */
export function readErrorReporting(env: NodeJS.ProcessEnv): ErrorReportingConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid error-reporting configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const settings = errorReportingSettings({
    dsn: e.SENTRY_DSN,
    environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
    ci: isCi(e.CI),
  });
  return { settings, release: e.SENTRY_RELEASE };
}

/** What the page tells the browser: the same DSN and environment, or null where reporting is off. */
export function browserErrorReporting(env: NodeJS.ProcessEnv): BrowserErrorReporting {
  const { settings } = readErrorReporting(env);
  return settings.enabled ? { dsn: settings.dsn, environment: settings.environment } : null;
}
