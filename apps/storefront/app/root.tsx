import { createTheme, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { config } from './config.server.ts';
import { ConsentLauncher } from './consent/consent-launcher.tsx';
import type { ConsentSettings } from './consent/consent-settings.ts';
import type { BrowserErrorReporting } from './error-reporting/browser-settings.ts';
import { ErrorReportingLauncher } from './error-reporting/error-reporting-launcher.tsx';
import { useLanguage } from './i18n/use-language.ts';
import iconUrl from './seo/logo.svg?no-inline';
import { ErrorPage, errorKindOf } from './shell/error-page.tsx';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';

// Darker primary shades than Mantine's defaults, so text on buttons passes colour contrast.
const theme = createTheme({
  primaryColor: 'brown',
  primaryShade: 8,
  colors: {
    brown: [
      '#f7f1ec',
      '#eadfd5',
      '#d6bda6',
      '#c19a75',
      '#af7c4d',
      '#a46a35',
      '#9f6129',
      '#8b511e',
      '#7c4718',
      '#6b3b10',
    ],
  },
});

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
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={language.key}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={iconUrl} type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme}>{children}</MantineProvider>
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
  return <ErrorPage kind={errorKindOf(error)} />;
}
