import http from 'node:http';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import {
  Counter,
  createMetrics,
  type Logger,
  logWhenDone,
  mayReadMetrics,
  type RequestNotes,
} from '@shop/observability';
import { Gauge } from 'prom-client';
import { dropPageFreshness } from '../app/catalog/page-freshness.ts';
import { pageCacheKey } from './cacheable-request.ts';
import type { CatalogWatch } from './catalog-watch.ts';
import { compressOnTheFly } from './compress-dynamic.ts';
import { languageOfPath, serverMessages } from './messages.ts';
import type { CachedPage, PageCache, PassOn } from './page-cache.ts';
import { sendPrepared } from './prepared-answer.ts';
import { internalHeaders, type RenderOptions, renderForCache } from './render-page.ts';
import { contentSecurityPolicy, createNonce } from './security-headers.ts';
import { serveFromMemory } from './serve-from-memory.ts';
import type { ServingConfig } from './serving-config.ts';
import type { StaticFile } from './static-files.ts';

/** Forms are small; anything larger is refused before it is read (issue 20, defect 6). */
export const maxBodyBytes = 64 * 1024;

export type StorefrontServerDeps = {
  config: ServingConfig;
  logger: Logger;
  render: RenderOptions;
  staticFiles: Map<string, StaticFile>;
  pageCache: PageCache | null;
  catalog: CatalogWatch;
  securityHeaders: [string, string][];
  /**
   * Runs the handling of a request that the memory does not answer (error reporting's scope for it,
   * decision 0099); memory hits never enter it. Without it the handling runs as it is.
   */
  requestScope?: RequestScope;
};

export type RequestScope = <T>(req: http.IncomingMessage, handle: () => T) => T;

const noScope: RequestScope = (_req, handle) => handle();

/**
 * The storefront's HTTP server. In order: the client build and the pages the cache holds, from
 * memory (serve-from-memory.ts); health and metrics; anonymous pages the cache does not hold yet
 * (rendered once per URL and catalogue version); everything else rendered for the request with a
 * nonce, compressed on the fly (dynamic answers only). `securityHeaders` are on every answer.
 */
export function createStorefrontServer(deps: StorefrontServerDeps): http.Server {
  const { config, logger, render, staticFiles, pageCache, catalog } = deps;
  const metrics = createMetrics('storefront');
  new Counter({
    name: 'page_cache_requests_total',
    help: 'Requests for cacheable pages by result: hit, stale (served while made again), miss',
    labelNames: ['result'],
    registers: [metrics.registry],
    // The cache counts in plain numbers (a hit must not hash labels); they are read on scrape.
    collect() {
      if (!pageCache) return;
      this.reset();
      for (const result of ['hit', 'stale', 'miss'] as const) this.inc({ result }, pageCache.counts[result]);
    },
  });
  new Gauge({
    name: 'page_cache_bytes',
    help: 'Bytes held by the page cache (all encodings)',
    registers: [metrics.registry],
    collect() {
      this.set(pageCache?.bytes ?? 0);
    },
  });
  const baseHeaders = deps.securityHeaders;
  const requestScope = deps.requestScope ?? noScope;
  const renderPage = (res: http.ServerResponse, old?: CachedPage) =>
    renderForCache(res.req, res, render, baseHeaders, old);
  // A memory hit that finds its page old has it made again in the background, in a scope of its own.
  const fromMemory = serveFromMemory({
    staticFiles,
    pageCache,
    renderPage: (res, old) => requestScope(res.req, () => renderPage(res, old)),
    logger,
    metrics,
  });

  const server = http.createServer((req, res) => {
    if (fromMemory(req, res)) return;
    requestScope(req, () => handle(req, res));
  });

  function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const notes: RequestNotes = {};
    logWhenDone(logger, req, res, notes, (seconds) =>
      metrics.observeRequest(notes.route ?? 'other', req.method ?? '', res.statusCode, seconds),
    );
    for (const [name, value] of baseHeaders) res.setHeader(name, value);
    const url = req.url ?? '/';
    const path = url.split('?', 1)[0] ?? '/';

    if (path.startsWith('/health') || path === '/metrics') {
      notes.route = path;
      serviceRoute(req, res, path);
      return;
    }
    const key = pageCache ? pageCacheKey(req) : null;
    if (pageCache && key) {
      notes.route = 'page';
      const found = pageCache.lookup(key, (old) => renderPage(res, old));
      notes.cache = found.kind === 'miss' ? 'miss' : 'hit';
      if (found.kind !== 'miss') {
        sendPrepared(req, res, found.page.answers);
        return;
      }
      found.rendered.then(
        (rendered) => {
          if ('page' in rendered) sendPrepared(req, res, rendered.page.answers);
          else passOn(req, res, rendered.passOn);
        },
        (error: unknown) => fail(res, error),
      );
      return;
    }
    notes.route = 'dynamic';
    notes.cache = 'bypass';
    dynamic(req, res);
  }

  function serviceRoute(req: http.IncomingMessage, res: http.ServerResponse, path: string): void {
    res.setHeader('cache-control', 'no-store');
    if (path === '/metrics') {
      if (!mayReadMetrics(req, config.metricsToken)) {
        res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden');
        return;
      }
      void metrics.registry.metrics().then((text) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text);
      });
      return;
    }
    // Live: the process answers. Ready (and /health, as before): the commerce API answers too.
    const ready = path === '/health/live' || catalog.reachable;
    const body = JSON.stringify({
      status: ready ? 'ok' : 'unavailable',
      commerce: catalog.reachable ? 'ok' : 'unreachable',
    });
    res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  }

  function dynamic(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (req.method !== 'GET' && req.method !== 'HEAD' && (refuseBody(req, res) || refuseForeign(req, res)))
      return;
    const nonce = createNonce();
    let request: Request;
    try {
      request = createRequest(req, res, render.requestOptions);
    } catch {
      // A Host header that makes no URL.
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Request');
      return;
    }
    request.headers.set(internalHeaders.nonce, nonce);
    request.headers.set(internalHeaders.clientAddress, clientAddress(req));
    render
      .handler(request)
      .then((response) => {
        dropPageFreshness(response.headers);
        const html = response.headers.get('content-type')?.startsWith('text/html') ?? false;
        response.headers.set(
          'content-security-policy',
          contentSecurityPolicy(render.policy, html ? [`'nonce-${nonce}'`] : []),
        );
        return sendResponse(res, compressOnTheFly(req.headers['accept-encoding'], response));
      })
      .catch((error: unknown) => fail(res, error));
  }

  /** 411 without a length, 413 over the limit: the body is never read (issue 20, defect 6). */
  function refuseBody(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const length = req.headers['content-length'];
    const language = languageOfPath(req.url);
    const refuse = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(text);
      req.resume();
      return true;
    };
    if (length === undefined) {
      if (req.headers['transfer-encoding']) return refuse(411, serverMessages.lengthRequired[language]);
      return false;
    }
    if (Number(length) > maxBodyBytes) return refuse(413, serverMessages.bodyTooLarge[language]);
    return false;
  }

  /**
   * A form posted from another site (cross-site request forgery) is refused in the path's language.
   * React Router would refuse it too, but with an English "Bad Request" and a stack in the log.
   */
  function refuseForeign(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const origin = req.headers.origin;
    if (origin === undefined || originHost(origin) === req.headers.host) return false;
    res
      .writeHead(403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
      .end(serverMessages.foreignOrigin[languageOfPath(req.url)]);
    req.resume();
    return true;
  }

  function clientAddress(req: http.IncomingMessage): string {
    const socketAddress = req.socket.remoteAddress ?? 'unknown';
    if (!config.trustProxy) return socketAddress;
    const forwarded = req.headers['x-forwarded-for'];
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
      .split(',')
      .pop()
      ?.trim();
    return last || socketAddress;
  }

  function passOn(req: http.IncomingMessage, res: http.ServerResponse, answer: PassOn): void {
    for (const [name, value] of answer.headers) {
      if (name === 'set-cookie') res.appendHeader(name, value);
      else res.setHeader(name, value);
    }
    res.writeHead(answer.status, { 'content-length': String(answer.body.byteLength) });
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  }

  function fail(res: http.ServerResponse, error: unknown): void {
    logger.error({ err: error }, 'rendering failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
  }

  return server;
}

/** The host of an Origin header; null for `null` (sandboxed pages, some redirects) and for garbage. */
function originHost(origin: string): string | null {
  try {
    return origin === 'null' ? null : new URL(origin).host;
  } catch {
    return null;
  }
}
