/**
 * The storefront server as server.ts starts it with error reporting on, for request-scope.test.ts
 * (its own process: the SDK is per process). Two requests run the app at once; each tags its scope
 * and reports an error after the other has tagged its own. Prints the settings it started with.
 */

import type { AddressInfo } from 'node:net';
import { setTag } from '@sentry/react-router';
import { createLogger } from '@shop/observability';
import { PageCache } from '../../serving/page-cache.ts';
import { baseSecurityHeaders } from '../../serving/security-headers.ts';
import { loadServingConfig } from '../../serving/serving-config.ts';
import { createStorefrontServer } from '../../serving/storefront-server.ts';
import { flushErrorReports, inRequestScope, reportError } from './error-reporting.server.ts';
import { errorReporting } from './instrument.server.ts';

const policy = { production: false, commerceOrigin: 'http://127.0.0.1:9' };
const delays: Record<string, number> = { '/de/e/erste-seite': 300, '/de/e/zweite-seite': 100 };

const server = createStorefrontServer({
  config: loadServingConfig({ COMMERCE_API_URL: 'http://127.0.0.1:9' }),
  logger: createLogger('storefront', 'silent'),
  render: {
    handler: async (request) => {
      const { pathname } = new URL(request.url);
      setTag('page', pathname);
      await new Promise((resolve) => setTimeout(resolve, delays[pathname] ?? 0));
      reportError(new Error(`probe: ${pathname} could not be rendered`));
      return new Response('failed', { status: 500 });
    },
    requestOptions: { protocol: 'http:' },
    policy,
  },
  staticFiles: new Map(),
  pageCache: new PageCache({ maxBytes: 1e6, maxAgeMs: 30_000 }),
  catalog: { reachable: true, stop: () => undefined },
  securityHeaders: baseSecurityHeaders(policy),
  requestScope: (req, handle) => inRequestScope(req, 'https://shop.example', handle),
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

await Promise.all(Object.keys(delays).map((path) => fetch(`${base}${path}?q=geheim`).then((r) => r.text())));
await flushErrorReports(5000);
server.close();
console.log(JSON.stringify(errorReporting));
