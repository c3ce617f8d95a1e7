import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Logger, logRequest, type RequestNotes, type ServiceMetrics } from '@shop/observability';
import { isKeptPageRequest } from './cacheable-request.ts';
import type { CachedPage, PageCache, Rendered } from './page-cache.ts';
import { type PreparedAnswers, sendPrepared } from './prepared-answer.ts';

// Frozen: the log line's part for them is made once (logRequest).
const pageHit: RequestNotes = Object.freeze({ route: 'page', cache: 'hit' });
const staticFile: RequestNotes = Object.freeze({ route: 'static' });

export type MemoryDeps = {
  staticFiles: Map<string, PreparedAnswers>;
  pageCache: PageCache | null;
  /** Makes a kept page again when it is served old; called with the answer at hand and the old page. */
  renderPage: (res: ServerResponse, old?: CachedPage) => Promise<Rendered>;
  logger: Logger;
  metrics: ServiceMetrics;
};

/**
 * The hot path, before anything else: a file of the client build or a page the cache holds,
 * answered with prepared header lines and bytes (prepared-answer.ts), logged and counted right after
 * the write. It allocates nothing of its own but the log line, and returns false for every other
 * request, which the caller then handles in full.
 */
export function serveFromMemory(deps: MemoryDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { staticFiles, pageCache, renderPage, logger, metrics } = deps;
  const logs = logger.isLevelEnabled('info');

  function done(req: IncomingMessage, res: ServerResponse, route: string, started: number): void {
    const seconds = (performance.now() - started) / 1000;
    metrics.observeRequest(route, req.method ?? '', res.statusCode, seconds);
    if (logs) logRequest(logger, req, res.statusCode, seconds, route === 'page' ? pageHit : staticFile);
  }

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const started = performance.now();
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const file = staticFiles.get(queryAt === -1 ? url : url.slice(0, queryAt));
    if (file !== undefined) {
      sendPrepared(req, res, file);
      done(req, res, 'static', started);
      return true;
    }
    // Only cacheable URLs are ever stored, so a key found is one; the request must still be anonymous.
    if (pageCache === null || !isKeptPageRequest(req)) return false;
    const page = pageCache.serve(url, res, renderPage);
    if (page === undefined) return false;
    sendPrepared(req, res, page.answers);
    done(req, res, 'page', started);
    return true;
  };
}
