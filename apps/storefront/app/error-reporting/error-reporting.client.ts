import { captureException, getClient, init } from '@sentry/react-router';
import { scrubEvent } from '@shop/observability/error-reporting';
import type { BrowserErrorSettings } from './browser-settings.ts';
import { errorTunnelPath } from './tunnel-path.ts';

/**
 * The browser half of error reporting, loaded on demand after the page's `load` (so none of it is in
 * the first load), only where the server's settings switch reporting on (production and staging,
 * not CI). Errors, no tracing, no session replay; envelopes go through our own origin.
 */
export function startBrowserErrorReporting(settings: BrowserErrorSettings): void {
  // The launcher and an error page may both start it; a second init would replace the first client.
  if (getClient()) return;
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    tunnel: errorTunnelPath,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    // Spec section 7: session replay sampling 0 (and the replay integration is not even loaded).
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 0,
    beforeSend: scrubEvent,
    initialScope: { tags: { service: 'storefront-browser' } },
  });
}

/** An error page's error, reported at once, whether or not the launcher has started the SDK yet. */
export function reportBrowserError(settings: BrowserErrorSettings, error: Error): void {
  startBrowserErrorReporting(settings);
  captureException(error, { tags: { boundary: 'route' } });
}
