import { useEffect } from 'react';
import type { BrowserErrorReporting } from './browser-settings.ts';

/**
 * Starts the browser's error reporting once the page has loaded and the browser is idle, by dynamic
 * import: the SDK costs the first load nothing. Renders nothing.
 */
export function ErrorReportingLauncher({ settings }: { settings: BrowserErrorReporting }) {
  const dsn = settings?.dsn;
  const environment = settings?.environment;
  useEffect(() => {
    if (!dsn || !environment) return;
    const start = () => {
      import('./error-reporting.client.ts')
        .then((module) => module.startBrowserErrorReporting({ dsn, environment }))
        .catch(() => undefined);
    };
    const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => window.removeEventListener('load', whenIdle);
  }, [dsn, environment]);
  return null;
}
