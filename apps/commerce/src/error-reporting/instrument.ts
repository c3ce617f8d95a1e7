import { startErrorReporting } from './error-reporting.ts';

/**
 * Imported first by main.ts, so the SDK is set up before the modules it instruments (http) load and
 * before anything can fail.
 */
export const errorReporting = startErrorReporting(process.env);
