import http from 'node:http';
import zlib from 'node:zlib';
import type { StorefrontRequest } from './storefront-requests.ts';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** The server closed the connection before its answer could be read, while we were still sending. */
export const resetWhileSending = 'reset while sending';

/**
 * Sends the request over its own socket and reads the whole answer. A server that refuses a large
 * body answers before reading it and closes; the answer counts, a reset of our writing does not.
 */
export function sendRequest(base: string, request: StorefrontRequest): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = http.request({
      host: url.hostname,
      port: url.port,
      method: request.method,
      path: request.target,
      headers: request.headers,
      agent: false,
      timeout: 60_000,
    });
    if (request.body && !request.chunked) outgoing.setHeader('content-length', request.body.byteLength);
    outgoing.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: decoded(response.headers['content-encoding'], Buffer.concat(chunks)).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 60 s')));
    outgoing.on('error', (error) => {
      if (answered) return;
      const code = 'code' in error ? error.code : undefined;
      if (code === 'ECONNRESET' || code === 'EPIPE') reject(new Error(resetWhileSending));
      else reject(error);
    });
    outgoing.end(request.body);
  });
}

/** The body as the browser would read it; a body that does not decode is kept as it came. */
function decoded(encoding: string | undefined, body: Buffer): Buffer {
  try {
    if (encoding === 'br') return zlib.brotliDecompressSync(body);
    if (encoding === 'gzip') return zlib.gunzipSync(body);
    if (encoding === 'deflate') return zlib.inflateSync(body);
  } catch {
    return body;
  }
  return body;
}
