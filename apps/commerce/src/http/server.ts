import http from 'node:http';
import type { CommerceConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { buildSchema } from '../graphql/schema.ts';
import { createGraphQLHandler, graphqlPath } from '../graphql/yoga.ts';
import { createImageRenderer } from '../images/image-renderer.ts';
import { handleImageRequest, imagePathPrefix } from '../images/image-route.ts';
import { buyerAddress } from '../rate-limit/buyer-address.ts';
import { warmSearchIndexes } from '../search/search-index-cache.ts';
import { hasValidAccessToken } from './access-token.ts';
import { answerDirectly } from './direct-graphql.ts';
import { sendJson } from './send.ts';

/** `/api/{version}/graphql` and `/api/{version}/graphql.json`; we serve 2025-01 only. */
const graphqlRoute = /^\/api\/([^/]+)\/graphql(?:\.json)?$/;

export function createCommerceServer(db: Database, config: CommerceConfig): http.Server {
  const yoga = createGraphQLHandler(buildSchema(), db, config);
  const renderImage = createImageRenderer();

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') {
      // Serving either way; `searchIndex` tells a load balancer or benchmark when searches are
      // answered from memory rather than from SQL.
      sendJson(res, 200, { status: 'ok', searchIndex: warmSearchIndexes(db) ? 'ready' : 'building' });
      return;
    }
    const match = graphqlRoute.exec(url.pathname);
    if (match) {
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
      handleImageRequest(req, res, url, { db, render: renderImage }).catch((error: unknown) => {
        console.error('commerce: image failed', error);
        if (!res.headersSent) sendJson(res, 500, { errors: [{ message: 'The image could not be drawn.' }] });
        else res.destroy();
      });
      return;
    }
    sendJson(res, 404, { errors: [{ message: 'Not found' }] });
  });
}
