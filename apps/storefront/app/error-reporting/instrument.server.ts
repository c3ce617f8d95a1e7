import { startErrorReporting } from './error-reporting.server.ts';

/**
 * Imported first by server.ts, so the SDK is set up before the modules it instruments (http) load and
 * before anything can fail.
 */
export const errorReporting = startErrorReporting(process.env);
