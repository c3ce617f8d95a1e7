import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { AppBootScript } from './boot/app-boot-script.tsx';
import { config } from './config.server.ts';
import { ConsentLauncher } from './consent/consent-launcher.tsx';
import type { ConsentSettings } from './consent/consent-settings.ts';
import type { BrowserErrorReporting } from './error-reporting/browser-settings.ts';
import { ErrorReportingLauncher } from './error-reporting/error-reporting-launcher.tsx';
import { useReportBrowserError } from './error-reporting/use-report-browser-error.ts';
import { useLanguage } from './i18n/use-language.ts';
import { useSiteLinkNavigation } from './navigation/use-site-link-navigation.ts';
import iconUrl from './seo/favicon-48.png?no-inline';
import appleIconUrl from './seo/favicon-180.png?no-inline';
import { ErrorPage, errorKindOf } from './shell/error-page.tsx';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The theme's colours as CSS variables (shell/theme-css.vite.ts): pages render without MantineProvider,
// which comes with the overlays that use Mantine (shell/lazy-with-preload.ts).
import 'virtual:mantine-theme.css';

/** Site-wide settings the browser needs; the same for every visitor, so cached pages may carry them. */
export function loader(): { consent: ConsentSettings; errorReporting: BrowserErrorReporting } {
  return {
    consent: { tagManagerUrl: config.tagManager?.scriptUrl ?? null },
    errorReporting: config.errorReporting,
  };
}

/** Configuration does not change while the server runs. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const language = useLanguage();
  useSiteLinkNavigation();
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    // Mantine's component styles select on the colour scheme; the provider is not on the page to set it.
    <html lang={language.key} data-mantine-color-scheme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <AppBootScript />
        {/* PNGs, not the logo's SVG, which Chromium would rasterise on the page's main thread (scripts/make-favicons.ts). */}
        <link rel="icon" href={iconUrl} type="image/png" sizes="48x48" />
        <link rel="apple-touch-icon" href={appleIconUrl} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {root && <ConsentLauncher settings={root.consent} language={language.key} />}
        {root && <ErrorReportingLauncher settings={root.errorReporting} />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useReportBrowserError(error);
  return <ErrorPage kind={errorKindOf(error)} />;
}
