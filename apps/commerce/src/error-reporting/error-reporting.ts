import * as Sentry from '@sentry/node';
import { type ErrorReportingSettings, serverReportingOptions } from '@shop/observability/error-reporting';
import { readErrorReporting } from '@shop/observability/error-reporting-env';

/**
 * Starts the Sentry SDK for the commerce service when the environment asks for it (spec section 7:
 * production and staging, never in CI). Uncaught exceptions and unhandled rejections are reported by
 * the SDK itself; GraphQL's unexpected errors by use-error-reporting.ts.
 */
export function startErrorReporting(env: NodeJS.ProcessEnv): ErrorReportingSettings {
  const { settings, release } = readErrorReporting(env, 'development');
  if (settings.enabled) Sentry.init(serverReportingOptions(settings, release, 'commerce'));
  return settings;
}

/** reportError: an error nobody else handles (nothing while reporting is off); flushErrorReports waits for queued reports. */
export const { captureException: reportError, flush: flushErrorReports } = Sentry;
