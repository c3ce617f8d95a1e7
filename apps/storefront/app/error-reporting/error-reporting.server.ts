import type { IncomingMessage } from 'node:http';
import * as Sentry from '@sentry/react-router';
import { type ErrorReportingSettings, serverReportingOptions } from '@shop/observability/error-reporting';
import { readErrorReporting } from './error-reporting-settings.server.ts';

/**
 * Starts the Sentry SDK for the storefront server when the environment asks for it (spec section 7:
 * production and staging, never in CI). Uncaught exceptions and unhandled rejections are reported by
 * the SDK itself; errors of loaders, actions and rendering by entry.server.tsx's handleError, inside
 * the request's own scope (inRequestScope).
 */
export function startErrorReporting(env: NodeJS.ProcessEnv): ErrorReportingSettings {
  const { settings, release } = readErrorReporting(env);
  if (settings.enabled) {
    Sentry.init({
      ...serverReportingOptions(settings, release, 'storefront'),
      // The SDK's http integration wraps every incoming request in a scope, a continued trace and a
      // session before the server sees it: for a page answered from memory, three times the page's
      // own cost (decision 0099). The server opens that scope itself, only for requests that run
      // the app (inRequestScope). The storefront's own requests go out with fetch, which the SDK's
      // fetch integration still follows.
      integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Http'),
    });
  }
  return settings;
}

/**
 * Runs one request's handling in a scope of its own, as the SDK's http integration did for every
 * request: what the handling adds (tags, breadcrumbs) stays with its own reports, which carry the
 * request's method and address (without its query; headers are scrubbed before sending), in a trace of its
 * own or the one the browser sent. Without reporting it only runs `handle`.
 */
export function inRequestScope<T>(req: IncomingMessage, publicOrigin: string, handle: () => T): T {
  if (Sentry.getClient() === undefined) return handle();
  return Sentry.withIsolationScope((scope) => {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const method = req.method ?? 'GET';
    // The address without its query, which may carry search terms or tokens.
    scope.setSDKProcessingMetadata({
      normalizedRequest: { url: publicOrigin + path, method, headers: headerRecord(req) },
    });
    scope.setTransactionName(`${method} ${path}`);
    return Sentry.continueTrace(
      { sentryTrace: firstHeader(req, 'sentry-trace'), baggage: firstHeader(req, 'baggage') },
      handle,
    );
  });
}

function firstHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function headerRecord(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** reportError: an error nobody else handles (nothing while reporting is off); flushErrorReports waits for queued reports. */
export const { captureException: reportError, flush: flushErrorReports } = Sentry;
