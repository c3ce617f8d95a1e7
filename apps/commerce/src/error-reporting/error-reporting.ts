import * as Sentry from '@sentry/node';
import { type ErrorReportingSettings, scrubEvent } from '@shop/observability/error-reporting';
import { readErrorReporting } from '@shop/observability/error-reporting-env';

/**
 * Starts the Sentry SDK for the commerce service when the environment asks for it (spec section 7:
 * production and staging, never in CI). Uncaught exceptions and unhandled rejections are reported by
 * the SDK itself; GraphQL's unexpected errors by use-error-reporting.ts.
 */
export function startErrorReporting(env: NodeJS.ProcessEnv): ErrorReportingSettings {
  const { settings, release } = readErrorReporting(env, 'development');
  if (!settings.enabled) return settings;
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release,
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
