import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CompressedBody, type Encoding, encodingFor, matchesEtag } from './compressed-body.ts';

/**
 * One encoding of a body kept in memory, with its answers' header lines built once: a flat
 * `[name, value, …]` array, which `res.writeHead` writes without merging or copying. Serving it is a
 * header write and one `res.end(bytes)`.
 */
export type PreparedAnswer = {
  bytes: Buffer;
  etag: string;
  ok: string[];
  notModified: string[];
};

export type PreparedAnswers = Record<Encoding, PreparedAnswer>;

/**
 * The 200 and 304 header lines of each encoding: `headers` (the server's security headers, then the
 * answer's own: type, caching, policy), the ETag, `Vary` and the coding; the 200 adds its length.
 */
export function prepareAnswers(body: CompressedBody, headers: [string, string][]): PreparedAnswers {
  const prepare = (encoding: Encoding): PreparedAnswer => {
    const chosen = body[encoding];
    const common = headers.flat();
    common.push('etag', chosen.etag, 'vary', 'Accept-Encoding');
    if (encoding !== 'identity' && chosen !== body.identity) common.push('content-encoding', encoding);
    return {
      bytes: chosen.bytes,
      etag: chosen.etag,
      ok: [...common, 'content-length', String(chosen.bytes.byteLength)],
      notModified: common,
    };
  };
  return { identity: prepare('identity'), br: prepare('br'), gzip: prepare('gzip') };
}

/**
 * Answers from prepared bytes: the encoding the client takes, a 304 when it already holds these bytes
 * (its `If-None-Match` is compared with the one ETag first, the full list rules only when that
 * fails), a HEAD without the body.
 */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, answers: PreparedAnswers): void {
  const answer = answers[encodingFor(req.headers['accept-encoding'])];
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && (ifNoneMatch === answer.etag || matchesEtag(ifNoneMatch, answer.etag))) {
    res.writeHead(304, answer.notModified);
    res.end();
    return;
  }
  res.writeHead(200, answer.ok);
  res.end(req.method === 'HEAD' ? undefined : answer.bytes);
}
