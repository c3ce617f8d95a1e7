import http from 'node:http';
import {
  createLogger,
  createMetrics,
  type Logger,
  logWhenDone,
  type RequestNotes,
} from '@shop/observability';
import { handleAccountRoute } from '../account/account-route.ts';
import { handleCheckoutRequest } from '../checkout/checkout-route.ts';
import { reportError } from '../error-reporting/error-reporting.ts';
import { buildSchema } from '../graphql/schema.ts';
import { createGraphQLHandler, graphqlPath } from '../graphql/yoga.ts';
import { createImageRenderer } from '../images/image-renderer.ts';
import { handleImageRequest, imagePathPrefix } from '../images/image-route.ts';
import { handleOutboxRoute } from '../mail/outbox-route.ts';
import { handleNewsletterRoute } from '../newsletter/newsletter-route.ts';
import { createCatalogVersion } from '../observability/catalog-version.ts';
import { createReadiness } from '../observability/readiness.ts';
import { requestScope } from '../observability/request-scope.ts';
import { buyerAddress } from '../rate-limit/buyer-address.ts';
import type { CommerceServices } from '../services/commerce-services.ts';
import { hasValidAccessToken } from './access-token.ts';
import { answerDirectly } from './direct-graphql.ts';
import { securityHeaders } from './security-headers.ts';
import { sendJson } from './send.ts';
import { handleServiceRoute, registerPoolGauges, type ServiceRoutes } from './service-routes.ts';

/** `/api/{version}/graphql` and `/api/{version}/graphql.json`; we serve 2025-01 only. */
const graphqlRoute = /^\/api\/([^/]+)\/graphql(?:\.json)?$/;

export type ServerOptions = {
  logger?: Logger;
  /** Connections of the PostgreSQL pool, for /metrics; absent with PGlite. */
  poolStats?: ServiceRoutes['poolStats'];
};

export function createCommerceServer(services: CommerceServices, options: ServerOptions = {}): http.Server {
  const { db, config } = services;
  const metrics = createMetrics('commerce');
  const yoga = createGraphQLHandler(buildSchema(), services, metrics);
  const renderImage = createImageRenderer();
  // Tests start many servers; their request lines would bury the test output.
  const logger = options.logger ?? createLogger('commerce', config.env === 'test' ? 'silent' : 'info');
  const routes: ServiceRoutes = {
    metrics,
    metricsToken: config.metricsToken,
    ready: createReadiness(db),
    searchIndex: () => (services.searchIndexes.warm() ? 'ready' : 'building'),
    catalogVersion: createCatalogVersion(() => services.catalogCache.contentMark),
    stockFeed: () => services.catalogCache.stockFeed.answer(),
    poolStats: options.poolStats,
  };
  if (options.poolStats) registerPoolGauges(metrics, options.poolStats);
  const headers = securityHeaders(config.env === 'production', config.env === 'development');

  return http.createServer((req, res) => {
    const notes: RequestNotes = {};
    logWhenDone(logger, req, res, notes, (seconds) =>
      metrics.observeRequest(notes.route ?? 'other', req.method ?? '', res.statusCode, seconds),
    );
    for (const [name, value] of headers) res.setHeader(name, value);
    requestScope.run(notes, () => route(req, res, notes));
  });

  function route(req: http.IncomingMessage, res: http.ServerResponse, notes: RequestNotes): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (handleServiceRoute(req, res, url.pathname, routes, notes)) return;
    if (handleOutboxRoute(req, res, url, services.outbox)) {
      notes.route = 'outbox';
      return;
    }
    if (handleNewsletterRoute(req, res, url, services, logger)) {
      notes.route = 'newsletter';
      return;
    }
    if (handleAccountRoute(req, res, url, services, logger)) {
      notes.route = 'account';
      return;
    }
    const match = graphqlRoute.exec(url.pathname);
    if (match) {
      notes.route = 'graphql';
      if (match[1] !== '2025-01') {
        sendJson(res, 404, {
          errors: [{ message: `API version ${match[1]} is not served here; use 2025-01.` }],
        });
        return;
      }
      // A CORS preflight carries no token by design.
      if (req.method !== 'OPTIONS' && !hasValidAccessToken(req.headers, config.storefrontAccessToken)) {
        sendJson(res, 401, {
          errors: [
            {
              message: 'Invalid or missing Storefront API access token.',
              extensions: { code: 'UNAUTHORIZED' },
            },
          ],
        });
        return;
      }
      const path = graphqlPath + url.search;
      const context = {
        clientAddress: buyerAddress(req.headers, req.socket.remoteAddress, config.storefrontAccessToken),
      };
      if (config.directGraphQL && answerDirectly(yoga, req, res, path, context)) return;
      req.url = path;
      void yoga(req, res, context);
      return;
    }
    if (url.pathname.startsWith(imagePathPrefix)) {
      notes.route = 'images';
      handleImageRequest(req, res, url, { db, render: renderImage }).catch((error: unknown) => {
        logger.error({ err: error }, 'image failed');
        reportError(error);
        if (!res.headersSent) sendJson(res, 500, { errors: [{ message: 'The image could not be drawn.' }] });
        else res.destroy();
      });
      return;
    }
    const checkout = handleCheckoutRequest(req, res, url, { ...services, logger });
    if (checkout) {
      notes.route = 'checkout';
      checkout.catch((error: unknown) => {
        logger.error({ err: error }, 'checkout failed');
        if (!res.headersSent) sendJson(res, 500, { errors: [{ message: 'The checkout failed.' }] });
        else res.destroy();
      });
      return;
    }
    sendJson(res, 404, { errors: [{ message: 'Not found' }] });
  }
}
