import { chooseEncoding } from './compressed-body.ts';

const compressible = /^(?:text\/|application\/(?:json|javascript|xml))/;

/**
 * Answers made for one request (a form's answer, an API call, a page the cache does not hold)
 * cannot be compressed ahead, so they are gzipped while streaming when the client takes it. Pages
 * from the cache and the client build never come here.
 */
export function compressOnTheFly(acceptEncoding: string | undefined, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || response.headers.has('content-encoding') || !compressible.test(type)) return response;
  if (chooseEncoding(acceptEncoding) === 'identity') return response;
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  headers.append('vary', 'Accept-Encoding');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
