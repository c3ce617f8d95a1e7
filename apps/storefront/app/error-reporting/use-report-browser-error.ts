import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import type { BrowserErrorReporting } from './browser-settings.ts';

/**
 * Whether an error boundary's error happened in this browser and is ours to report. Answers such as a
 * 404 are no faults. An error with no stack came from the server (React Router strips the stack of
 * errors it hands over in the page or in navigation data), and the server has reported it already.
 */
export function isBrowserFault(error: unknown): error is Error {
  return !isRouteErrorResponse(error) && error instanceof Error && Boolean(error.stack);
}

/**
 * Reports an error boundary's error from the browser (issue 17) where browser reporting is on, loading
 * the SDK on demand. Effects never run on the server, so server rendering reports nothing twice.
 */
export function useReportBrowserError(error: unknown): void {
  // The root loader's settings (root.tsx), named by shape: importing root.tsx here would be a cycle.
  const settings = useRouteLoaderData<{ errorReporting: BrowserErrorReporting }>('root')?.errorReporting;
  useEffect(() => {
    if (!settings || !isBrowserFault(error)) return;
    import('./error-reporting.client.ts')
      .then((module) => module.reportBrowserError(settings, error))
      .catch(() => undefined);
  }, [settings, error]);
}
