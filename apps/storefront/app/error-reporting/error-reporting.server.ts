import * as Sentry from '@sentry/react-router';
import { type ErrorReportingSettings, serverReportingOptions } from '@shop/observability/error-reporting';
import { readErrorReporting } from './error-reporting-settings.server.ts';

/**
 * Starts the Sentry SDK for the storefront server when the environment asks for it (spec section 7:
 * production and staging, never in CI). Uncaught exceptions and unhandled rejections are reported by
 * the SDK itself; errors of loaders, actions and rendering by entry.server.tsx's handleError.
 */
export function startErrorReporting(env: NodeJS.ProcessEnv): ErrorReportingSettings {
  const { settings, release } = readErrorReporting(env);
  if (settings.enabled) {
    Sentry.init({
      ...serverReportingOptions(settings, release, 'storefront'),
      // The SDK's http integration wraps every incoming request: a span (even unsampled), a release
      // session, a copy of the body, attributes from every header. For a cached page that cost ten
      // times the page itself (decision 0068). Errors keep their per-request scope without them;
      // bodies are never sent anyway (scrubEvent), and the storefront does no tracing.
      integrations: [
        Sentry.httpIntegration({
          spans: false,
          trackIncomingRequestsAsSessions: false,
          maxIncomingRequestBodySize: 'none',
        }),
      ],
    });
  }
  return settings;
}

/** reportError: an error nobody else handles (nothing while reporting is off); flushErrorReports waits for queued reports. */
export const { captureException: reportError, flush: flushErrorReports } = Sentry;
