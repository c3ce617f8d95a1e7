import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino } from 'pino';

export type Logger = pino.Logger;

/**
 * One JSON line per event on standard output; `LOG_LEVEL` (e.g. `warn`, `silent`) overrides the level.
 * `buffered`: lines are collected up to 4 kB and written at most a second late (and at exit), instead
 * of one write call per line, which costs a busy server more than the answer it logs.
 */
export function createLogger(
  service: string,
  level = 'info',
  options: { buffered?: boolean; destination?: pino.DestinationStream } = {},
): Logger {
  const settings = { base: { service }, level: process.env.LOG_LEVEL ?? level };
  // Another stream than standard output: for tests that read the lines as the service writes them.
  if (options.destination) return pino(settings, options.destination);
  if (!options.buffered) return pino(settings);
  const logger = pino(settings, pino.destination({ dest: 1, sync: false, minLength: 4096 }));
  setInterval(() => logger.flush(), 1000).unref();
  return logger;
}

/** What a handler learned about a request that the log line and the metrics should carry. */
export type RequestNotes = {
  route?: string;
  operation?: string;
  cache?: 'hit' | 'miss' | 'bypass';
  /** The client left before the answer was finished. */
  aborted?: true;
};

/**
 * Logs one line when the answer is finished (or the client left): method, path without its query
 * (queries may carry search texts or tokens), status and duration. Cookies, tokens and bodies are
 * never logged.
 */
export function logWhenDone(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  notes: RequestNotes,
  onDone: (seconds: number) => void,
): void {
  const start = process.hrtime.bigint();
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    onDone(seconds);
    logRequest(
      logger,
      req,
      res.statusCode,
      seconds,
      res.writableFinished ? notes : { ...notes, aborted: true },
    );
  });
}

/** The one line a finished request is logged as (also by hot paths that log right after writing). */
export function logRequest(
  logger: Logger,
  req: IncomingMessage,
  status: number,
  seconds: number,
  notes: RequestNotes,
): void {
  logger.info({
    method: req.method,
    path: pathOf(req.url),
    status,
    ms: Math.round(seconds * 10_000) / 10,
    ...notes,
  });
}

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  return (query === -1 ? raw : raw.slice(0, query)).slice(0, 300);
}
