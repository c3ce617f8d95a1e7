import path from 'node:path';
import { describeErrorReporting } from '@shop/observability/testing';

/**
 * Envelopes reach the error-reporting service in production and staging, never in development or
 * CI: the real SDK from the storefront's real start-up (error-probe.ts, one process per case) sends to a
 * local stand-in over a real socket.
 */
describeErrorReporting('storefront', path.join(import.meta.dirname, 'error-probe.ts'), {
  message: 'probe: page could not be rendered for [email]',
  sdk: 'sentry.javascript.react-router',
});
