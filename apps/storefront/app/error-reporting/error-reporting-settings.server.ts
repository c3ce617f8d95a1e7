import {
  type ErrorReportingConfig,
  readErrorReporting as readFor,
} from '@shop/observability/error-reporting-env';
import type { BrowserErrorReporting } from './browser-settings.ts';

/** Error reporting's settings; the storefront's server runs as production unless told otherwise. */
export function readErrorReporting(env: NodeJS.ProcessEnv): ErrorReportingConfig {
  return readFor(env, 'production');
}

/** What the page tells the browser: the same DSN and environment, or null where reporting is off. */
export function browserErrorReporting(env: NodeJS.ProcessEnv): BrowserErrorReporting {
  const { settings } = readErrorReporting(env);
  return settings.enabled ? { dsn: settings.dsn, environment: settings.environment } : null;
}
