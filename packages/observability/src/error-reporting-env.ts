import { z } from 'zod';
import { type ErrorReportingSettings, errorReportingSettings, isCi } from './error-reporting.ts';

export type ErrorReportingConfig = { settings: ErrorReportingSettings; release: string | undefined };

/**
 * Error reporting's settings from a server's environment, the same for both apps: on only with a DSN,
 * in production and staging, never in CI. `defaultNodeEnv` is what the app runs as when NODE_ENV is
 * unset (the storefront's server: production; the commerce service: development).
 */
export function readErrorReporting(env: NodeJS.ProcessEnv, defaultNodeEnv: string): ErrorReportingConfig {
  const schema = z.object({
    NODE_ENV: z.string().min(1).default(defaultNodeEnv),
    /** The error-reporting service's DSN; unset: nothing is reported. */
    SENTRY_DSN: z.url().optional(),
    /** production, staging, …; by default NODE_ENV. Only production and staging report. */
    SENTRY_ENVIRONMENT: z.string().min(1).optional(),
    SENTRY_RELEASE: z.string().min(1).optional(),
    CI: z.string().optional(),
  });
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
