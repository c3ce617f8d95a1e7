import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CompressedBody, chooseEncoding, matchesEtag } from './compressed-body.ts';

export type Headers = Record<string, string>;

/**
 * Answers from a body compressed ahead: the encoding the client takes, a 304 when it already holds
 * these bytes, a HEAD without the body. `headers` are the answer's own (type, caching, policy).
 */
export function sendCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  body: CompressedBody,
  headers: Headers,
): void {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const chosen = body[encoding];
  const common: Headers = { ...headers, etag: chosen.etag, vary: 'Accept-Encoding' };
  if (encoding !== 'identity' && chosen !== body.identity) common['content-encoding'] = encoding;
  if (matchesEtag(req.headers['if-none-match'], chosen.etag)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  common['content-length'] = String(chosen.bytes.byteLength);
  res.writeHead(200, common);
  res.end(req.method === 'HEAD' ? undefined : chosen.bytes);
}
