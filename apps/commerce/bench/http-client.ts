import http from 'node:http';

export type ClientKind = 'http' | 'fetch';

export type Answer = { status: number; body: string };
export type JsonPost = (path: string, headers: Record<string, string>, body: string) => Promise<Answer>;

/**
 * How the load generator sends a request. `http` is Node's own client on kept-alive sockets: it
 * costs the shared two cores far less per request than `fetch` (undici), so the figures say more
 * about the service and less about the machine's other process. `fetch` is kept to compare.
 */
export function jsonPoster(baseUrl: string, kind: ClientKind): JsonPost {
  if (kind === 'fetch') {
    return async (path, headers, body) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      return { status: response.status, body: await response.text() };
    };
  }
  const target = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return (path, headers, body) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path,
          method: 'POST',
          agent,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}
