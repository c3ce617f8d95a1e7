import * as Sentry from '@sentry/node';
import {
  type ErrorReportingSettings,
  errorReportingSettings,
  isCi,
  scrubEvent,
} from '@shop/observability/error-reporting';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.string().min(1).default('development'),
  /** The error-reporting service's DSN; unset: nothing is reported. */
  SENTRY_DSN: z.url().optional(),
  /** production, staging, …; by default NODE_ENV. Only production and staging report. */
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  SENTRY_RELEASE: z.string().min(1).optional(),
  CI: z.string().optional(),
});

/**
 * Starts the Sentry SDK for the commerce service when the environment asks for it (spec section 7:
 * production and staging, never in CI). Uncaught exceptions and unhandled rejections are reported by
 * the SDK itself; GraphQL's unexpected errors by use-error-reporting.ts.
 */
export function startErrorReporting(env: NodeJS.ProcessEnv): ErrorReportingSettings {
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
  if (!settings.enabled) return settings;
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: e.SENTRY_RELEASE,
    // No IP addresses, cookies or request bodies; scrubEvent removes what slips through.
    sendDefaultPii: false,
    // Errors only: no performance tracing.
    tracesSampleRate: 0,
    beforeSend: scrubEvent,
    initialScope: { tags: { service: 'commerce' } },
  });
  return settings;
}

/** Reports an error that nobody else handles; does nothing while reporting is off. */
export function reportError(error: unknown): void {
  Sentry.captureException(error);
}

/** Waits until queued reports are sent (before the process exits). */
export function flushErrorReports(timeoutMs: number): Promise<boolean> {
  return Sentry.flush(timeoutMs);
}
