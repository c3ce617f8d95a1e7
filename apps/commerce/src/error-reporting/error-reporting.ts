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
  if (settings.enabled)
    Sentry.init({
      ...serverReportingOptions(settings, release, 'commerce'),
      // Every request keeps its own scope (the http integration's isolation), which its reports need.
      // Left out: an unsampled span per request (`tracesSampleRate: 0` still creates them), a release
      // session per request, and a copy of each request body, which scrubEvent drops before sending:
      // together several times the cost of a predictive search from the cache (decision 0100).
      integrations: [
        Sentry.httpIntegration({
          spans: false,
          trackIncomingRequestsAsSessions: false,
          maxIncomingRequestBodySize: 'none',
        }),
      ],
    });
  return settings;
}

/** reportError: an error nobody else handles (nothing while reporting is off); flushErrorReports waits for queued reports. */
export const { captureException: reportError, flush: flushErrorReports } = Sentry;
