import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino } from 'pino';
import { LineBuffer } from './line-buffer.ts';

export type Logger = pino.Logger;

/**
 * One JSON line per event on standard output; `LOG_LEVEL` (e.g. `warn`, `silent`) overrides the level.
 * `buffered`: lines are collected up to 16 kB and written at most a second late (and at exit), instead
 * of one write call per line, which costs a busy server more than the answer it logs (LineBuffer,
 * decision 0068). `destination` replaces standard output (tests).
 */
export function createLogger(
  service: string,
  level = 'info',
  options: { buffered?: boolean; destination?: pino.DestinationStream } = {},
): Logger {
  const settings = { base: { service }, level: process.env.LOG_LEVEL ?? level };
  const stream =
    options.destination ??
    (options.buffered ? new LineBuffer(1, 16 * 1024) : pino.destination({ dest: 1, sync: true }));
  const logger = pino(settings, stream);
  if (options.buffered) setInterval(() => logger.flush(), 1000).unref();
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

/**
 * The one line a finished request is logged as (also by hot paths that log right after writing).
 * For a pino logger the line is written as text to its own stream (lineTarget), the same line pino writes for
 * `logger.info({ method, path, status, ms, ...notes })` (request-log.test.ts holds them equal) at a
 * fraction of the cost: pino walks and serialises the object per line, which cost a cached page a
 * tenth of its CPU time.
 */
export function logRequest(
  logger: Logger,
  req: IncomingMessage,
  status: number,
  seconds: number,
  notes: RequestNotes,
): void {
  // pino's own level test (isLevelEnabled) looks the level up by name on every call.
  if (logger.levelVal > infoLevel) return;
  const ms = Math.round(seconds * 10_000) / 10;
  const path = pathOf(req.url);
  const lines = lineTarget(logger);
  if (lines === undefined) {
    logger.info({ method: req.method, path, status, ms, ...notes });
    return;
  }
  const method = req.method === 'GET' ? ',"method":"GET"' : methodText(req.method);
  lines.write.call(
    lines.stream,
    `{"level":30,"time":${Date.now()}${lines.bindings}${method},"path":${JSON.stringify(path)},"status":${status},"ms":${ms}${notesText(notes)}}\n`,
  );
}

const infoLevel = 30;

/**
 * Where a request line is written without pino's serialiser: the logger's own stream and its
 * serialised bindings (`,"service":"…"` and a child's), both kept by pino under its public
 * `pino.symbols`; the line starts as pino's does (`{"level":30,"time":…`). Undefined for anything
 * else, which then logs through pino.
 */
function lineTarget(logger: Logger) {
  const stream: unknown = Reflect.get(logger, pino.symbols.streamSym);
  const bindings: unknown = Reflect.get(logger, pino.symbols.chindingsSym);
  if (typeof bindings !== 'string' || typeof stream !== 'object' || stream === null) return undefined;
  if (!('write' in stream) || typeof stream.write !== 'function') return undefined;
  return { bindings, stream, write: stream.write };
}

function methodText(method: string | undefined): string {
  return method === undefined ? '' : `,"method":${JSON.stringify(method)}`;
}
/** The notes of hot paths are frozen constants: their part of the line is made once. */
const frozenNotes = new WeakMap<RequestNotes, string>();

function notesText(notes: RequestNotes): string {
  const known = frozenNotes.get(notes);
  if (known !== undefined) return known;
  let text = '';
  for (const [name, value] of Object.entries(notes)) {
    if (value !== undefined) text += `,"${name}":${JSON.stringify(value)}`;
  }
  if (Object.isFrozen(notes)) frozenNotes.set(notes, text);
  return text;
}

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  return (query === -1 ? raw : raw.slice(0, query)).slice(0, 300);
}
