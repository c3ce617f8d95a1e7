import type { IncomingMessage, ServerResponse } from 'node:http';
import { mayReadMetrics, type RequestNotes, type ServiceMetrics } from '@shop/observability';
import { Gauge } from 'prom-client';
import type { StockFeedAnswer } from '../catalog/stock-feed.ts';
import { send, sendJson } from './send.ts';

export type PoolStats = { total: number; idle: number; waiting: number };

export type ServiceRoutes = {
  metrics: ServiceMetrics;
  metricsToken: string | undefined;
  ready: () => Promise<boolean>;
  searchIndex: () => 'ready' | 'building';
  catalogVersion: () => number;
  stockFeed: () => StockFeedAnswer;
  poolStats: (() => PoolStats) | undefined;
};

const noStore = { 'cache-control': 'no-store' };

/**
 * The plain-HTTP routes beside the API for load balancers, monitoring and storefronts:
 * `/health/live` (the process answers), `/health/ready` and `/health` (the database answers; `/health`
 * also tells whether the search indexes are built, as the benchmark reads it), `/metrics`
 * (Prometheus) and `/catalog/version` (for storefronts' page caches: the content version and the stock
 * changes of the last minute, decision 0082). True when it answered.
 */
export function handleServiceRoute(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  routes: ServiceRoutes,
  notes: RequestNotes,
): boolean {
  switch (pathname) {
    case '/health/live':
      notes.route = pathname;
      sendJson(res, 200, { status: 'ok' });
      return true;
    case '/health/ready':
    case '/health':
      notes.route = pathname;
      void routes.ready().then((ready) => {
        const body = { status: ready ? 'ok' : 'unavailable', database: ready ? 'ok' : 'unreachable' };
        const extra = pathname === '/health' ? { searchIndex: routes.searchIndex() } : {};
        res.setHeader('cache-control', 'no-store');
        sendJson(res, ready ? 200 : 503, { ...body, ...extra });
      });
      return true;
    case '/catalog/version':
      notes.route = pathname;
      res.setHeader('cache-control', 'no-store');
      sendJson(res, 200, { version: routes.catalogVersion(), stock: routes.stockFeed() });
      return true;
    case '/metrics':
      notes.route = pathname;
      if (!mayReadMetrics(req, routes.metricsToken)) {
        sendJson(res, 403, {
          errors: [{ message: 'Metrics are read from this host or with the metrics token.' }],
        });
        return true;
      }
      void routes.metrics.registry.metrics().then((text) => {
        send(res, 200, { 'content-type': routes.metrics.registry.contentType, ...noStore }, text);
      });
      return true;
    default:
      return false;
  }
}

/** Gauges of the PostgreSQL pool, read when Prometheus scrapes. */
export function registerPoolGauges(metrics: ServiceMetrics, stats: () => PoolStats): void {
  for (const key of ['total', 'idle', 'waiting'] as const) {
    new Gauge({
      name: `db_pool_connections_${key}`,
      help: `PostgreSQL pool connections: ${key}`,
      registers: [metrics.registry],
      collect() {
        this.set(stats()[key]);
      },
    });
  }
}
