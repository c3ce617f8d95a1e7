/**
 * The commerce service's start-up path of error reporting, then one failure reported as the service
 * reports one, for error-reporting.test.ts (run as its own process: the SDK is per process).
 * Prints the settings it started with.
 */

import { flushErrorReports, reportError } from './error-reporting.ts';
import { errorReporting } from './instrument.ts';

reportError(new Error('probe: order could not be placed for anna.beispiel@example.com'));
await flushErrorReports(5000);
console.log(JSON.stringify(errorReporting));
