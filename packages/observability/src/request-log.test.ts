import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger, logRequest } from './request-log.ts';

/** A destination that keeps what a logger writes. */
function collect() {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
}

function request(method: string, url: string): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.method = method;
  req.url = url;
  return req;
}
const withoutTime = (line: string | undefined) => line?.replace(/"time":\d+/, '"time":0');

describe('logRequest', () => {
  it('writes the line pino writes for the same fields, key for key', () => {
    const { lines, destination } = collect();
    const logger = createLogger('storefront', 'info', { destination });
    logRequest(logger, request('GET', '/de/c/kaffee?sort=price'), 200, 0.000_123_4, {
      route: 'page',
      cache: 'hit',
    });
    logger.info({ method: 'GET', path: '/de/c/kaffee', status: 200, ms: 0.1, route: 'page', cache: 'hit' });
    expect(lines).toHaveLength(2);
    expect(withoutTime(lines[0])).toBe(withoutTime(lines[1]));
    expect(lines[0]?.endsWith('}\n')).toBe(true);
  });

  it('escapes a path with quotes and backslashes and keeps an aborted request', () => {
    const { lines, destination } = collect();
    const logger = createLogger('commerce', 'info', { destination });
    logRequest(logger, request('POST', '/a"b\\c'), 499, 1.5, { route: 'graphql', aborted: true });
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 30,
      service: 'commerce',
      method: 'POST',
      path: '/a"b\\c',
      status: 499,
      ms: 1500,
      route: 'graphql',
      aborted: true,
    });
  });

  it('writes nothing below the logger level', () => {
    const { lines, destination } = collect();
    logRequest(createLogger('storefront', 'warn', { destination }), request('GET', '/de'), 200, 0.001, {});
    expect(lines).toEqual([]);
  });
});
