import type { ServerResponse } from 'node:http';

export const jsonType = 'application/json; charset=utf-8';

/** Writes a whole answer with its length, so the connection stays open for the next request. */
export function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
): void {
  res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Writes JSON text, or a value as JSON. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, { 'content-type': jsonType }, typeof body === 'string' ? body : JSON.stringify(body));
}
