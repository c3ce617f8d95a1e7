// First: error reporting is set up before anything else loads.
import './app/error-reporting/instrument.server.ts';
import path from 'node:path';
import { createLogger } from '@shop/observability';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { catalogChanged } from './app/catalog/catalog-data-cache.server.ts';
import { inRequestScope } from './app/error-reporting/error-reporting.server.ts';
import { errorReporting } from './app/error-reporting/instrument.server.ts';
import { watchCatalog } from './serving/catalog-watch.ts';
import { PageCache } from './serving/page-cache.ts';
import { baseSecurityHeaders } from './serving/security-headers.ts';
import { loadServingConfig } from './serving/serving-config.ts';
import { shutDown } from './serving/shutdown.ts';
import { loadStaticFiles } from './serving/static-files.ts';
import { createStorefrontServer } from './serving/storefront-server.ts';

const logger = createLogger('storefront', 'info', { buffered: true });
logger.info(
  errorReporting.enabled
    ? `error reporting on (${errorReporting.environment})`
    : `error reporting off: ${errorReporting.reason}`,
);
const config = loadServingConfig();
const buildDir = path.join(import.meta.dirname, 'build');
const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
const handler = createRequestHandler(build, config.production ? 'production' : 'development');

const pageCache = config.pageCache.enabled ? new PageCache(config.pageCache) : null;
// A catalogue change empties the cache, and the app's data kept per process (shell, handles) with
// it: every instance polls, so each learns of it on its own. A stock change drops the pages that
// show the products named (decision 0082).
const catalog = watchCatalog(config.commerceUrl, config.pageCache.pollMs, {
  changed: () => {
    logger.info('catalogue changed: page cache emptied');
    pageCache?.purge();
    catalogChanged.publish(undefined);
  },
  stockChanged: (products) => pageCache?.dropStock(products),
  // Made again on their next request, the old page served meanwhile and kept if that fails: a gap
  // is no evidence of a change, and the commerce service may be recovering from an outage.
  stockUnsure: () => pageCache?.expireStock(),
  signalled: (heard) => {
    if (pageCache) pageCache.signalled = heard;
  },
});
const publicUrl = new URL(config.publicUrl);
// HSTS and upgrade-insecure-requests only where visitors come over HTTPS (a production shop);
// on http://localhost they would send the browser to an HTTPS port nobody listens on.
const policy = {
  production: config.production && publicUrl.protocol === 'https:',
  commerceOrigin: new URL(config.commerceUrl).origin,
  tagManagerOrigin: config.tagManagerOrigin,
};

const securityHeaders = baseSecurityHeaders(policy);
const server = createStorefrontServer({
  config,
  logger,
  // The app sees the Host the request came with (React Router compares it with Origin before any
  // action), under the public URL's scheme: behind a TLS-terminating balancer the browser's Origin
  // is https. Canonical URLs never use it: they come from STOREFRONT_PUBLIC_URL.
  render: { handler, requestOptions: { protocol: publicUrl.protocol }, policy },
  staticFiles: loadStaticFiles(path.join(buildDir, 'client'), securityHeaders),
  pageCache,
  catalog,
  securityHeaders,
  requestScope: (req, handle) => inRequestScope(req, publicUrl.origin, handle),
});
server.listen(config.port, () => logger.info(`listening on port ${config.port}`));

function stop(signal: string): void {
  catalog.stop();
  void shutDown(server, logger, signal).then(() => {
    logger.flush();
    process.exit(0);
  });
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
